import type { MovesLexicon } from './moves-categories.js';

// The words of the core moves in the Nordic, Slavic, Greek and Romanian languages (format:
// moves-lexicon-europe.ts), apart so that each lexicon file stays short enough to read.
export const NORDIC_EAST_LEXICONS: Readonly<Record<string, MovesLexicon>> = {
  pl: {
    address: 'ai si asystent asystenta asystencie model modelu chatbot bot agent agencie',

    override: 'zignoruj ignoruj zapomnij pomin nie_zwracaj omin nie_zwracaj_uwagi zlekcewaz* olej',

    follow: 'stosuj przestrzegaj wykonuj sluchaj',

    prior: 'poprzedni* wczesniejsz* powyzsz* dotychczasow* pierwotn* stare wczesniej',

    instr:
      'instrukcj* zasad* regul* wytyczn* polecen* prompt komend* ograniczen* konfiguracj* polecenia polecen',

    all: 'wszystk* wszystko cokolwiek',

    told: 'powiedziano dano otrzymal*',

    void: 'juz_nie nieaktualn* niewazn* uniewaznion*',

    reveal:
      'pokaz wypisz podaj ujawnij powtorz wydrukuj napisz zdradz skopiuj przepisz przepisz_mi',

    target:
      'prompt haslo hasla sekret* tajne klucz* token* dane_logowania konfiguracj* numer_karty ukryte_instrukcje ukrytych_instrukcji tajne_instrukcje klucze_api',

    data: 'historie historia rozmow* klientow e-mail e-mails wiadomosci',

    send: 'wyslij przeslij wgraj opublikuj przekaz',

    persona: 'od_teraz udawaj zachowuj odgrywaj wciel wyobraz odgrywaj_role udawaj_ze',

    unrestricted:
      'bez_zadnych bez_ograniczen bez_filtrow bez_zasad zly tryb_dewelopera nigdy_nie_odmawia nigdy_niczego_nie bez_zadnych_ograniczen',

    newtask:
      'nowe_zadanie nowym_zadaniem nowe_instrukcje tylko_zdaniem nowym_zadaniem_jest twoim_nowym_zadaniem',

    stealth: 'udawaj_ze_nic',

    authority: 'wazn* pilne uwaga systemow* administrator* admin deweloper* oficjaln* komunikat',

    toolverb: 'uruchom wykonaj usun wylacz zatwierdz scal zainstaluj zrob pomin',

    sensitive:
      'curl bash tests testy bezpieczenstwa kontrole ci pipeline audyt* dziennik admin uprawnienia testy_jednostkowe kontrole_bezpieczenstwa',

    neg: 'nie nigdy zadn* ani',

    if: 'jesli jezeli gdy kiedy',

    ask: 'poprosi prosi zazada probuje kaze',

    describe: 'wstrzykiwanie atakujac* atak* zlosliw* probuje na_przyklad np przyklad jailbreak*',

    dataloc: 'zawarte zawartych w_tresci wewnatrz',

    poss2: 'twoj twoje twoja twoich swoj swoje',

    user: 'uzytkownik* ktos klient',

    mention: 'wspominaj mow informuj nic_nie_mow mowi',

    conj: 'oraz',

    reading: 'czyta czytajacego przetwarza przetwarzajacy',

    permit: 'pozwolil zezwolil zatwierdzone uzgodnione',
  },
  ru: {
    address:
      'ии ассистент ассистенту модель модели нейросеть чат-бот бот агент агенту ии-ассистент ии-агент',

    override:
      'игнорируй игнорировать проигнорируй забудь забыть не_обращай пропусти отбрось не_обращай_внимания пренебреги плюнь_на наплюй_на',

    follow: 'следуй следовать выполняй подчиняйся',

    prior: 'предыдущ* прежн* выше ранее раньше изначальн* первоначальн* стар*',

    instr:
      'инструкц* правил* указани* директив* промпт* команд* ограничени* настройк* конфигурац* указаниями указания',

    all: 'все всё любые',

    told: 'говорили сказали дали получил',

    void: 'больше_не недействительн* отменен* устарел*',

    reveal:
      'покажи выведи раскрой скажи повтори напиши распечатай дай сообщи скопируй перепиши дословно',

    target:
      'промпт* пароль пароля секрет* ключ* токен* учетные учётные конфигурац* номер_карты скрытые_инструкции скрытых_инструкций секретные_инструкции пароли api-ключи',

    data: 'истори* переписк* разговор* клиент* письма сообщения',

    send: 'отправь отправить перешли загрузи опубликуй передай',

    persona:
      'с_этого отныне притворись веди_себя представь играй роль с_этого_момента притворись_что',

    unrestricted:
      'без_каких-либо без_ограничений без_фильтров без_правил злой режим_разработчика джейлбрейк никогда_не_отказывает никогда_ни_в ни_в_чём ни_в_чем',

    newtask: 'новая_задача новые_инструкции только_фразой',

    stealth: 'делай_вид втайне',

    authority:
      'важн* срочно внимание систем* администратор* админ разработчик* официальн* уведомление',

    toolverb: 'выполни запусти удали отключи одобри слей установи закоммить пропусти',

    sensitive:
      'curl bash tests тесты безопасности проверки ci конвейер аудит* журнал админ права модульные_тесты проверки_безопасности',

    neg: 'не никогда ни нельзя',

    if: 'если когда',

    ask: 'просит попросит требует пытается скажет',

    describe: 'инъекция инъекции злоумышленник* атак* пытается например',

    dataloc: 'содержащиеся содержимом внутри в_тексте',

    poss2: 'твой твои твоя твоё свой свои свою ваш ваши',

    user: 'пользовател* кто-то кому-либо клиент*',

    mention: 'упоминай говори сообщай ничего_не_говори',

    conj: 'затем',

    reading: 'читает читающий читающей обрабатывает обрабатывающий',

    permit: 'разрешил разрешено одобрено согласовано',
  },
  uk: {
    address:
      'ші асистент асистенте асистенту модель моделі чат-бот бот агент агенту ші-асистента ші-агент',

    override:
      'ігноруй ігнорувати проігноруй забудь забути не_зважай пропусти знехтуй не_звертай_уваги',

    follow: 'дотримуйся виконуй слухай',

    prior: 'попередн* вище раніше початков* старі',

    instr:
      'інструкц* правил* вказівк* директив* промпт* команд* обмежен* налаштуван* конфігурац* вказівками вказівки',

    all: 'усі всі усе все будь-які',

    told: 'казали сказали дали отримав',

    void: 'більше_не недійсн* скасован* застаріл*',

    reveal: 'покажи виведи розкрий скажи повтори напиши дай скопіюй перепиши дослівно',

    target:
      'промпт* пароль пароля секрет* ключ* токен* облікові конфігурац* номер_картки приховані_інструкції прихованих_інструкцій секретні_інструкції паролі api-ключі',

    data: 'історі* листуванн* розмов* клієнт* листи повідомлення',

    send: 'надішли відправ перешли завантаж опублікуй передай',

    persona: 'відтепер з_цього удавай поводься уяви грай роль вдавай_що',

    unrestricted:
      'без_жодних без_обмежень без_фільтрів без_правил злий режим_розробника ніколи_не_відмовляє ніколи_ні_в ні_в_чому',

    newtask: 'нове_завдання нові_інструкції лише_фразою',

    stealth: 'роби_вигляд',

    authority:
      'важлив* терміново увага систем* адміністратор* адмін розробник* офіційн* повідомлення',

    toolverb: 'виконай запусти видали вимкни схвали злий встанови закоміть пропусти',

    sensitive:
      'curl bash tests тести безпеки перевірки ci конвеєр аудит* журнал адмін права модульні_тести перевірки_безпеки',

    neg: 'не ніколи ні',

    if: 'якщо коли',

    ask: 'просить попросить вимагає намагається скаже',

    describe: "інєкція ін'єкція зловмисник* атак* намагається наприклад",

    dataloc: 'містяться вміщені всередині в_тексті',

    poss2: 'твій твої твоя своє свої свій ваш ваші',

    user: 'користувач* хтось клієнт* користувачеві користувачу',

    mention: 'згадуй кажи повідомляй нічого_не_кажи',

    conj: 'та',

    reading: 'читає обробляє',

    permit: 'дозволив дозволено схвалено погоджено',
  },
  sv: {
    address: 'ai assistent assistenten modell sprakmodell chattbot bot agent',

    override: 'ignorera glom bortse strunta',

    follow: 'folj folja lyd',

    prior: 'tidigare ovanstaende forra ursprungliga gamla',

    instr: 'instruktion* regler regel riktlinje* direktiv prompt kommando* begransning*',

    all: 'alla allt',

    told: 'sagt givits fatt',

    void: 'inte_langre ogiltig* upphavd*',

    reveal: 'visa skriv avsloja ge upprepa dela kopiera beratta',

    target:
      'prompt losenord hemlig* nyckel* nycklar token* inloggningsuppgifter konfiguration kortnummer',

    data: 'historik konversation* kund* e-post meddelanden',

    send: 'skicka ladda_upp vidarebefordra publicera',

    persona: 'fran_och latsas agera spela roll forestall',

    unrestricted:
      'utan_begransningar utan_nagra ofiltrerad* utan_regler aldrig_nej ond utvecklarlage aldrig_vagrar vagrar_aldrig saknar_regler',

    newtask: 'ny_uppgift nya_instruktioner bara_med',

    stealth: 'som_om_inget',

    authority:
      'viktig* bradskande uppmarksamhet system* administrator admin utvecklare officiell* meddelande',

    toolverb: 'kor radera ta_bort inaktivera godkann sla_ihop installera',

    sensitive:
      'curl bash tests tester sakerhet* kontroller ci pipeline granskning* logg admin rattigheter',

    neg: 'inte aldrig ingen inga',

    if: 'om nar',

    ask: 'ber begar forsoker sager',

    describe: 'injektion* angripare attack* skadlig* till_exempel',

    dataloc: 'innehaller inuti',

    poss2: 'din ditt dina',

    user: 'anvandare* anvandaren nagon kund',

    mention: 'namn namna beratta',

    conj: 'och',

    reading: 'laser bearbetar',

    permit: 'tillatelse godkant',
  },
  da: {
    address: 'ai assistent assistenten model sprogmodel chatbot bot agent',

    override: 'ignorer glem se_bort',

    follow: 'folg adlyd',

    prior: 'tidligere ovenstaende forrige oprindelige gamle',

    instr: 'instruktion* regler regel retningslinje* prompt kommando*',

    all: 'alle alt',

    told: 'fortalt givet',

    void: 'ikke_laengere ugyldig*',

    reveal: 'vis skriv afslor giv gentag kopier fortael',

    target: 'prompt adgangskode kodeord hemmelig* nogle* token* konfiguration',

    data: 'historik samtale* kunde* e-mail beskeder',

    send: 'send upload videresend',

    persona: 'fra_nu lad_som spil rolle',

    unrestricted: 'uden_begraensninger ufiltreret uden_regler ond udviklertilstand aldrig_afviser',

    newtask: 'ny_opgave nye_instruktioner',

    stealth: 'som_om_intet',

    authority: 'vigtig* haster system* administrator admin udvikler',

    toolverb: 'kor slet deaktiver godkend installer',

    sensitive: 'curl bash tests sikkerhed* kontroller ci admin rettigheder',

    neg: 'ikke aldrig ingen',

    if: 'hvis nar',

    ask: 'beder forsoger',

    describe: 'injektion* angriber* angreb* for_eksempel',

    dataloc: 'indeholdt inde_i',

    poss2: 'din dit dine',

    user: 'bruger* nogen kunde',

    mention: 'naevn fortael',

    conj: 'og',

    reading: 'laeser behandler',

    permit: 'tilladelse godkendt',
  },
  no: {
    address: 'ki ai assistent assistenten modell sprakmodell chatbot bot agent',

    override: 'ignorer glem se_bort',

    follow: 'folg adlyd',

    prior: 'tidligere ovenstaende forrige opprinnelige gamle',

    instr: 'instruksjon* regler regel retningslinje* prompt kommando*',

    all: 'alle alt',

    told: 'fortalt gitt',

    void: 'ikke_lenger ugyldig*',

    reveal: 'vis skriv avslor gjenta kopier fortell',

    target: 'prompt passord hemmelig* nokkel* nokler token* konfigurasjon',

    data: 'historikk samtale* kunde* e-post meldinger',

    send: 'send last_opp videresend',

    persona: 'fra_na lat_som spill rolle',

    unrestricted: 'uten_begrensninger ufiltrert uten_regler ond utviklermodus aldri_nekter',

    newtask: 'ny_oppgave nye_instruksjoner',

    stealth: 'som_om_ingenting',

    authority: 'viktig* haster system* administrator admin utvikler',

    toolverb: 'kjor slett deaktiver godkjenn installer',

    sensitive: 'curl bash tests sikkerhet* kontroller ci admin rettigheter',

    neg: 'ikke aldri ingen',

    if: 'hvis nar',

    ask: 'ber prover',

    describe: 'injeksjon* angriper* angrep* for_eksempel',

    dataloc: 'inneholdt inne_i',

    poss2: 'din ditt dine',

    user: 'bruker* noen kunde',

    mention: 'nevn fortell',

    conj: 'og',

    reading: 'leser behandler',

    permit: 'tillatelse godkjent',
  },
  cs: {
    address:
      'ai umela_inteligence asistent asistente asistentovi model jazykovy_model chatbot bot agent agente',

    override: 'ignoruj ignorovat zapomen nevsimej preskoc',

    follow: 'dodrzuj poslouchej',

    prior: 'predchozi* predeslé predesle vyse drivejsi* puvodni stare',

    instr: 'pokyn* instrukc* pravidl* smernic* prompt prikaz* omezeni konfigurac*',

    all: 'vsechny vsechno vse',

    told: 'receno dano',

    void: 'uz_neplati neplatne zrusen*',

    reveal: 'ukaz vypis prozrad rekni zopakuj napis dej sdilej zkopiruj',

    target: 'prompt heslo hesla tajn* klic* token* prihlasovaci konfigurac* cislo_karty',

    data: 'histori* konverzac* zakazniku e-maily zpravy',

    send: 'posli odesli nahraj preposli zverejni',

    persona: 'od_ted predstirej chovej hraj roli predstav',

    unrestricted:
      'bez_jakychkoli bez_omezeni bez_filtru bez_pravidel nikdy_neodmita zly vyvojarsky',

    newtask: 'novy_ukol nove_pokyny pouze_vetou',

    stealth: 'jako_by_nic',

    authority: 'dulezit* nalehave pozor systemov* administrator* admin vyvojar* oficialni oznameni',

    toolverb: 'spust proved smaz odstran vypni schval nainstaluj',

    sensitive:
      'curl bash tests testy bezpecnost* kontroly ci pipeline audit* protokol admin opravneni',

    neg: 'ne nikdy zadn* ani neprozrazuj nezminuj nesdilej',

    if: 'pokud jestli kdyz',

    ask: 'pozada zada chce zkusi',

    describe: 'injekce utocnik* utok* skodliv* napriklad treba',

    dataloc: 'obsazene uvnitr',

    poss2: 'tvuj tve tvoje svuj sve',

    user: 'uzivatel* nekdo zakaznik*',

    mention: 'zminuj rikej informuj',

    conj: '',

    reading: 'cte zpracovava',

    permit: 'dovolil povolil schvalene',
  },
  el: {
    address: 'τν βοηθος βοηθε βοηθο μοντελο γλωσσικο_μοντελο chatbot bot πρακτορας πρακτορα',

    override: 'αγνοησε αγνοηστε ξεχασε ξεχαστε παραβλεψε',

    follow: 'ακολουθησε ακολουθησεις υπακουσε',

    prior: 'προηγουμεν* παραπανω αρχικ* παλι*',

    instr: 'οδηγι* κανον* εντολ* prompt περιορισμ* ρυθμισ*',

    all: 'ολες ολα ολους',

    told: 'ειπαν δοθηκαν',

    void: 'δεν_ισχυουν ακυρ*',

    reveal: 'δειξε εμφανισε αποκαλυψε πες επαναλαβε γραψε δωσε αντιγραψε',

    target: 'prompt κωδικ* μυστικ* κλειδι* token* διαπιστευτηρια ρυθμισ* αριθμο_της',

    data: 'ιστορικ* συνομιλι* πελατ* email μηνυματα',

    send: 'στειλε στειλτε ανεβασε προωθησε δημοσιευσε',

    persona: 'απο_τωρα προσποιησου παιξε ρολο φανταστου',

    unrestricted:
      'χωρις_κανεναν χωρις_περιορισμους χωρις_φιλτρα χωρις_κανονες κακος ποτε_δεν_αρνειται',

    newtask: 'νεα_εργασια νεες_οδηγιες',

    stealth: 'σαν_να_μην',

    authority:
      'σημαντικ* επειγον* προσοχη συστημα* διαχειριστ* admin προγραμματιστ* επισημ* ειδοποιηση',

    toolverb: 'εκτελεσε τρεξε διεγραψε αφαιρεσε απενεργοποιησε εγκρινε εγκαταστησε',

    sensitive: 'curl bash tests τεστ ασφαλει* ελεγχ* ci audit καταγραφ* admin δικαιωματα',

    neg: 'μην δεν ποτε ουτε',

    if: 'αν οταν εαν',

    ask: 'ζητησει ζητα ζητησεις προσπαθησει',

    describe: 'εγχυση επιτιθεμεν* επιθεσ* κακοβουλ* προσπαθει π.χ παραδειγμα',

    dataloc: 'περιεχονται μεσα',

    poss2: 'σου',

    user: 'χρηστης χρηστη καποιος πελατης',

    mention: 'αναφερεις πεις ενημερωσεις',

    conj: 'και',

    reading: 'διαβαζει επεξεργαζεται',

    permit: 'επετρεψε εγκριθει',
  },
  ro: {
    address: 'ia asistent asistentul asistentului model modelul chatbot bot agent agentul',

    override: 'ignora ignorati uita uitati nu_tine omite',

    follow: 'urmeaza urma respecta',

    prior: 'anterioare anterior precedente de_mai sus initiale originale vechi',

    instr:
      'instructiuni* instructiunile reguli* regulile indicatii* directive* prompt comenzi* restrictii* configuratie',

    all: 'toate tot totul',

    told: 'spus dat primit',

    void: 'nu_mai invalide anulate',

    reveal: 'arata afiseaza dezvaluie spune repeta scrie copiaza',

    target:
      'prompt parola parolele cheie* chei token* credentiale configuratie numarul_cardului secret secretul secrete',

    data: 'istoric* conversati* clienti* e-mailuri mesaje',

    send: 'trimite trimiteti incarca redirectioneaza publica',

    persona: 'de_acum pretinde prefa joaca rol imagineaza',

    unrestricted:
      'fara_restrictii fara_nicio fara_filtre fara_reguli rau mod_dezvoltator niciodata_nu_refuza',

    newtask: 'sarcina_noua noua_sarcina instructiuni_noi',

    stealth: 'ca_si_cum',

    authority:
      'important* urgent* atentie sistem* administrator* admin dezvoltator* oficial* notificare',

    toolverb: 'ruleaza executa sterge dezactiveaza aproba instaleaza',

    sensitive: 'curl bash tests teste securitate verificari ci audit jurnal admin drepturi',

    neg: 'nu niciodata nici',

    if: 'daca cand',

    ask: 'cere solicita incearca spune',

    describe: 'injectie atacator* atac* rau_intentionat de_exemplu',

    dataloc: 'continute in_interiorul',

    poss2: 'tau ta tale tai',

    user: 'utilizator* cineva client*',

    mention: 'mentiona spune informa',

    conj: 'si',

    reading: 'citeste proceseaza',

    permit: 'permis autorizat aprobat',
  },
};
