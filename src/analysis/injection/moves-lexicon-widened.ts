import type { MovesLexicon } from './moves-categories.js';

// Synonyms of the core moves that the first lexicons lacked (issue 18, held-out recall): more
// verbs of dropping, listing and sending, what a reader was "started with", the private things
// of a coding agent's machine (environment variables, key files, deploy keys), switching off or
// faking a check, and grants of scope ("without approval", "outside the workspace"). Written
// from knowledge of the languages, by meaning, not from the phrasing of any set; same format as
// moves-lexicon-europe.ts, merged into the same tables (an entry of any language matches in any
// text). Blank lines separate the categories, so that this file does not read as the moves.
export const WIDENED_LEXICONS: Readonly<Record<string, MovesLexicon>> = {
  en: {
    override:
      'drop let_go throw_away toss scrap put_aside stop_following stop_obeying cast_aside throw_out wipe_out',

    instr:
      'guidance configuration_message setup_text setup_prompt system_message system_messages system_instruction system_instructions boot_message principles orders',

    told: 'got_from gave given were_given started_with configured_with loaded_with initialized_with',

    prior: 'before_this_conversation before_this_session before_this_message start_of_this',

    reveal: 'enumerate transcribe verbatim word_for_word',

    target:
      'environment_variable environment_variables env_var env_vars environment_vars deploy_key deploy_keys private_key private_keys signing_key ssh_key ssh_keys id_ed25519 aws_credentials access_token access_tokens session_token session_tokens npm_token secret_key secret_keys setup_message hidden_setup hidden_prompt hidden_message system_message system_instructions',

    data: 'env dotenv env_file',

    send: 'post upload beacon exfil',

    toolverb: 'comment_out mark skip stub_out no-verify',

    sensitive:
      'linter lint checks verification signature_verification without_approval without_confirmation without_asking without_review outside_the_workspace outside_the_repository outside_the_project outside_the_sandbox',

    permit: 'now_allowed permitted_to grant_yourself give_yourself',
  },
  de: {
    override: 'verwirf verwerfe lass_fallen wirf weg_mit streiche',

    instr: 'systemanweisung* systemnachricht* vorgaben leitlinien grundsatze',

    told: 'gestartet eingerichtet konfiguriert mitgegeben',

    reveal: 'gib_aus liste auflisten ausgeben abschreiben wortlaut wortwortlich wort_fur_wort',

    target:
      'umgebungsvariablen umgebungsvariable deploy-schlussel privater_schlussel privaten_schlussel ssh-schlussel systemanweisung* systemnachricht* versteckten_systemanweisung versteckte_systemanweisung',

    send: 'schick* sende post',

    toolverb: 'markiere markier* kommentiere uberspring* deaktivier*',

    sensitive:
      'linter prufung* prufungen signaturprufung* uberprufung* arbeitsverzeichnisses arbeitsverzeichnis ohne_freigabe ohne_genehmigung ohne_bestatigung ausserhalb außerhalb bestanden erfolgreich',

    permit: 'darfst_jetzt erlaubt berechtigt',
  },
  fr: {
    override: 'laisse_tomber oublie abandonne ecarte mets_de_cote jette',

    instr: 'consignes consigne message_systeme instructions_systeme directives principes',

    told: 'recues reçues recu donne donnees fournies',

    prior: 'avant_cette',

    reveal: 'recopie recopie-moi liste affiche sors ecris-moi donne-moi mot_pour_mot textuellement',

    target:
      'variables_d_environnement cle_de_deploiement cle_privee cles_privees cle_ssh message_systeme_cache message_systeme instructions_cachees consignes_cachees',

    send: 'envoie envoie-le envoie-les transmets poste televerse par_courriel par_mail',

    toolverb: 'desactive desactiver marque saute ignore commente',

    sensitive:
      'linter verification verifications controles tests sans_validation sans_approbation sans_confirmation hors_du reussis valides',

    permit: 'autorise',
  },
  es: {
    override: 'olvida olvidate descarta deja_de_lado abandona desecha',

    instr: 'normas mensaje_de_sistema instrucciones_del_sistema directrices pautas',

    told: 'recibiste configuraron te_configuraron te_dieron iniciaron',

    prior: 'antes_de_esta',

    reveal: 'muestrame muestra lista escribe imprime palabra_por_palabra literalmente textualmente',

    target:
      'variables_de_entorno clave_de_despliegue clave_privada clave_ssh mensaje_de_sistema instrucciones_ocultas',

    send: 'manda envia enviala envialo envialos envialas enviaselo enviaselos mandalo mandala mandalos mandalas mandaselo mandaselos reenvialo reenvialos peticion_post',

    toolverb: 'saltate salta marca desactiva comenta omite',

    sensitive:
      'linter pruebas comprobaciones verificacion firma sin_aprobacion sin_confirmacion fuera_del superadas aprobadas exitosas',

    permit: 'tienes_permiso autorizado',
  },
  it: {
    override: 'metti_da_parte lascia_perdere dimentica scarta abbandona butta',

    instr: 'regole prompt_di_sistema messaggio_di_sistema istruzioni_di_sistema direttive',

    told: 'avviato hanno_dato ricevuto configurato',

    prior: 'prima_di_questa',

    reveal: 'riportami riporta elenca mostrami stampa scrivimi parola_per_parola testualmente',

    target:
      'variabili_d_ambiente chiave_di_deploy chiave_privata chiave_ssh prompt_di_sistema istruzioni_nascoste',

    send: 'invia invialo inviala inviali invialle mandalo mandala mandali mandale inoltralo inoltrali manda richiesta_post',

    toolverb: 'salta segna disattiva commenta',

    sensitive:
      'linter controlli verifica firma senza_approvazione senza_conferma fuori_dalla fuori_dal superati riusciti',

    permit: 'ora_puoi autorizzato',
  },
  pt: {
    override: 'deixe_de_lado esqueca descarte abandone jogue_fora',

    instr: 'instrucao_de_sistema mensagem_de_sistema diretrizes normas',

    told: 'recebeu configuraram deram',

    prior: 'antes_desta',

    reveal: 'mostre mostra liste escreva imprima palavra_por_palavra literalmente',

    target:
      'variaveis_de_ambiente chave_de_deploy chave_privada chave_ssh instrucao_de_sistema mensagem_de_sistema instrucoes_escondidas',

    send: 'envie mande envie-os envie-as envia-os envia-as mande-os mande-as manda-os requisicao_post',

    toolverb: 'pule marque desative comente',

    sensitive:
      'lint linter verificacoes verificacao assinatura sem_aprovacao sem_confirmacao fora_do aprovadas',

    permit: 'autorizado',
  },
  nl: {
    override: 'laat_varen vergeet gooi_weg negeer zet_opzij',

    instr: 'systeeminstructie systeeminstructies systeembericht richtlijnen',

    told: 'gekregen meegegeven gestart ingesteld',

    prior: 'voor_dit_gesprek bij_de_start',

    reveal: 'geef toon som_op letterlijk print',

    target:
      'omgevingsvariabelen deploy-sleutel prive-sleutel ssh-sleutel systeeminstructie verborgen_systeeminstructie systeembericht',

    send: 'stuur verstuur post-verzoek',

    toolverb: 'sla markeer schakel zet_uit',

    sensitive:
      'linter controles verificatie handtekening werkmap zonder_goedkeuring zonder_toestemming buiten_de geslaagd',

    permit: 'mag_nu toegestaan',
  },
  pl: {
    override: 'porzuc odrzuc zapomnij',

    instr: 'zasady komunikat_systemowy instrukcja_systemowa wytyczne',

    told: 'uruchomiono dostales otrzymales',

    prior: 'przed_ta',

    reveal: 'przepisz wypisz pokaz podaj wyswietl doslownie slowo_w_slowo',

    target:
      'zmienne_srodowiskowe klucz_prywatny klucz_ssh ukryty_komunikat komunikat_systemowy instrukcja_systemowa',

    send: 'wyslij przeslij mailem',

    toolverb: 'pomin oznacz wylacz zakomentuj',

    sensitive:
      'linter kontrole weryfikacje weryfikacja podpis bez_zgody bez_zatwierdzenia poza_repozytorium poza zaliczone',

    permit: 'mozesz_teraz wolno',
  },
  ru: {
    override: 'брось отбрось забудь выбрось откажись',

    instr: 'системн* правила инструкци* указани*',

    told: 'дали получил запустили',

    prior: 'перед_этим',

    reveal: 'выведи перепиши покажи перечисли напечатай дословно слово_в_слово',

    target:
      'переменные_окружения приватный_ключ ssh-ключ ssh-ключи системную_инструкцию скрытую_системную системные_инструкции',

    send: 'отправь отошли пошли post-запросом',

    toolverb: 'пропусти отметь отключи закомментируй',

    sensitive:
      'линтер провер* подпис* без_подтверждения без_согласования вне_рабочей вне пройденные успешные',

    permit: 'разрешено',
  },
  uk: {
    override: 'відкинь забудь викинь кинь облиш',

    instr: 'правила системн* інструкці* вказівк*',

    told: 'запустили отримав дали',

    reveal: 'виведи покажи перепиши перелічи дослівно',

    target: 'змінні_оточення приватний_ключ ssh-ключ приховану_системну системну_інструкцію',

    send: 'надішли відправ перешли',

    toolverb: 'пропусти познач вимкни закоментуй',

    sensitive: 'лінтер перевірк* підпис* без_погодження без_підтвердження поза успішні',

    permit: 'дозволено',
  },
  tr: {
    override: 'birak unut vazgec',

    instr: 'kurallari kurallar sistem_talimati talimatlar',

    told: 'verilen baslatilirken',

    reveal: 'yazdir goster listele ciktisini kelimesi_kelimesine aynen',

    target: 'ortam_degiskenleri ozel_anahtar ssh_anahtari gizli_sistem sistem_talimati',

    send: 'gonder yolla',

    toolverb: 'atla isaretle kapat devre',

    sensitive:
      'linter kontrolleri kontroller dogrulama imza onay_almadan onaysiz klasorunun disina disina gecti',

    permit: 'izin',
  },
  ar: {
    override: 'تخل تخلى تخلَّ اترك انس تجاهل',

    instr: 'القواعد قواعد تعليمات التعليمات',

    told: 'بدأت أعطيت',

    reveal: 'اعرض اطبع اكتب حرفيا حرفيًا',

    target: 'مفتاح_ssh المفتاح_الخاص متغيرات_البيئة التعليمات_المخفية موجه_النظام',

    send: 'أرسل ارسل',

    toolverb: 'تجاوز علّم علم عطل أوقف',

    sensitive: 'الاختبارات الفحص الفحوص ناجحة الطرفية دون_موافقة بدون_موافقة خارج',

    permit: 'يسمح يُسمح',
  },
  hi: {
    override: 'छोड़ भूल',

    instr: 'नियम निर्देश',

    told: 'दिए शुरू',

    reveal: 'दिखाओ लिखो छापो शब्दशः हूबहू',

    target: 'सिस्टम_प्रॉम्प्ट छिपे_निर्देश',

    send: 'भेज भेजो',

    toolverb: 'छोड़ चिह्नित',

    sensitive: 'टेस्ट लिंटर जाँचों जाँच पास टर्मिनल बिना_अनुमति बाहर',

    permit: 'अनुमति_है',
  },
  zh: {
    override: '丢掉 抛弃 扔掉 放弃 抛开 不用再管',

    instr: '规则 指令 设定 系统提示',

    told: '启动时 收到的 给你的',

    prior: '对话开始前 开始前 启动时',

    reveal: '输出给我 原样输出 列出 贴出 抄出 打印出 一字不差 原封不动 逐字',

    target: '环境变量 私钥 部署密钥 密钥 隐藏系统提示 隐藏的系统提示 系统提示',

    send: '发到 发送到 传到 上传到 POST',

    toolverb: '跳过 标记 关掉 注释掉',

    sensitive:
      '测试 检查 通过 签名验证 验证 终端 网络 工作目录之外 之外 不经批准 未经批准 无需批准',

    permit: '允许你',
  },
  ja: {
    override: '捨てて 破棄して 放棄して 無かったことに',

    instr: 'ルール 指示 システムプロンプト',

    told: '与えられた 渡された 起動時',

    prior: '会話の前 起動時',

    reveal: '出力して 出力してください 書き出して 表示して 列挙して 貼り付けて 一字一句 そのまま',

    target: '環境変数 秘密鍵 デプロイキー 隠しシステムプロンプト システムプロンプト',

    send: '送って 送信して 送ってください アップロードして',

    toolverb: '飛ばして スキップして 合格に 無効にして コメントアウト',

    sensitive:
      'テスト リンター チェック 合格 署名検証 検証 ターミナル 作業ディレクトリの外 承認なし 承認なしで',

    permit: '許可',
  },
  ko: {
    override: '버려 버리세요 잊어버려 내려놓',

    instr: '규칙 지시 시스템_프롬프트',

    told: '받은 준 시작할',

    reveal: '출력해 출력하세요 적어 나열해 붙여 그대로 한_글자도',

    target: '환경_변수 환경변수 비밀_키 개인_키 배포_키 숨겨진_시스템 시스템_프롬프트',

    send: '보내 보내줘 전송해',

    toolverb: '건너뛰고 건너뛰 표시해 꺼 비활성화해',

    sensitive: '테스트 린터 검사 통과 서명_검증 검증 터미널 작업_폴더 승인_없이 밖에도 밖에',

    permit: '허용',
  },
  sv: {
    override: 'slapp strunta_i kasta bortse_fran',

    instr: 'systeminstruktionen systeminstruktion systemmeddelande* riktlinjer regler',

    told: 'fick gavs startades',

    reveal: 'lista skriv_ut ordagrant ord_for_ord',

    target:
      'miljovariabler privat_nyckel ssh-nyckel ssh-nycklar dolda_instruktioner dolda_systemprompten systemprompten',

    send: 'skicka posta',

    toolverb: 'hoppa_over markera kommentera_bort stang_av',

    sensitive:
      'linter kontroller verifiering signatur utan_godkannande utan_bekraftelse utanfor godkanda',

    permit: 'tillatet',
  },
  da: {
    override: 'drop glem smid_vaek',

    reveal: 'udskriv ordret ord_for_ord',

    target: 'miljovariabler privat_nogle ssh-nogle skjulte_instruktioner systemprompten',

    sensitive: 'uden_godkendelse udenfor tjek kontroller',
  },
  no: {
    override: 'dropp glem kast',

    reveal: 'skriv_ut ordrett ord_for_ord',

    target: 'miljovariabler privat_nokkel ssh-nokkel skjulte_instruksjoner systemprompten',

    sensitive: 'uten_godkjenning utenfor kontroller',
  },
  cs: {
    override: 'zahod odloz zapomen ignoruj pust_z_hlavy',

    instr: 'pravidla systemova_instrukce systemove_instrukce nastaveni pokyny',

    told: 'dostal dali spustili',

    reveal: 'vypis opis ukaz doslova slovo_od_slova',

    target:
      'promenne_prostredi soukromy_klic ssh_klic skryte_instrukce skrytou_systemovou systemovy_prompt',

    send: 'posli odesli',

    toolverb: 'preskoc oznac vypni zakomentuj',

    sensitive:
      'linter kontroly overeni podpis bez_schvaleni bez_potvrzeni mimo_repozitar mimo uspesne',

    permit: 'smis povoleno',
  },
  ro: {
    override: 'renunta uita ignora lasa_deoparte arunca',

    instr: 'regulile reguli instructiunile instructiuni_de_sistem mesajul_de_sistem',

    told: 'primit dat pornit',

    reveal: 'afiseaza listeaza copiaza_mi cuvant_cu_cuvant',

    target:
      'variabilele_de_mediu cheia_privata cheia_ssh instructiunile_ascunse promptul_de_sistem mesajul_de_sistem',

    send: 'trimite posteaza',

    toolverb: 'sari marcheaza dezactiveaza comenteaza',

    sensitive: 'linter verificarile verificarea semnatura fara_aprobare fara_confirmare reusite',

    permit: 'ai_voie permis',
  },
  el: {
    override: 'αφησε παρατα ξεχνα ξεχασε αγνοησε πεταξε',

    instr: 'κανονες οδηγιες ρυθμισεις',

    told: 'πηρες εδωσαν',

    reveal: 'τυπωσε εμφανισε γραψε κατα_λεξη αυτολεξει',

    target: 'μεταβλητες_περιβαλλοντος ιδιωτικο_κλειδι κρυφες_οδηγιες',

    send: 'στειλε',

    toolverb: 'παραλειψε σημειωσε απενεργοποιησε',

    sensitive: 'ελεγχους ελεγχοι τερματικο χωρις_εγκριση εκτος',

    permit: 'επιτρεπεται',
  },
  he: {
    override: 'שכח התעלם זנח וותר',

    instr: 'הכללים ההוראות הנחיות',

    told: 'שקיבלת שנתנו',

    reveal: 'הדפס הצג העתק מילה_במילה',

    target: 'משתני_הסביבה המפתח_הפרטי מפתח_ssh ההוראות_הנסתרות הנחיית_המערכת',

    send: 'שלח',

    toolverb: 'דלג סמן השבת',

    sensitive: 'הבדיקות הטסטים הלינטר מסוף בלי_אישור ללא_אישור מחוץ',

    permit: 'מותר',
  },
  vi: {
    override: 'bo_het vut_bo gat_bo',

    instr: 'quy_tac chi_dan huong_dan nhac_he_thong',

    told: 'duoc_dua duoc_giao nhan_duoc',

    reveal: 'liet_ke nguyen_van tung_chu',

    target: 'bien_moi_truong khoa_rieng khoa_ssh chi_dan_an nhac_he_thong',

    send: 'gui',

    toolverb: 'bo_qua danh_dau tat',

    sensitive: 'kiem_thu kiem_tra can_phe_duyet ben_ngoai thanh_cong',

    permit: 'duoc_phep',
  },
  id: {
    override: 'buang lupakan abaikan tinggalkan',

    instr: 'aturan instruksi_sistem pedoman',

    told: 'diberikan diterima',

    reveal: 'cetak tampilkan salin kata_demi_kata apa_adanya',

    target: 'variabel_lingkungan kunci_privat kunci_ssh instruksi_tersembunyi prompt_sistem',

    send: 'kirim kirimkan',

    toolverb: 'lewati tandai nonaktifkan',

    sensitive: 'pengujian pemeriksaan tanpa_persetujuan berhasil lulus',

    permit: 'diizinkan boleh_sekarang',
  },
  th: {
    override: 'ทิ้ง ลืม ละทิ้ง',

    reveal: 'พิมพ์ออกมา แสดง คำต่อคำ',

    target: 'คีย์ส่วนตัว ข้อความระบบ',

    sensitive: 'การทดสอบ การตรวจสอบ',
  },
};

/**
 * The widened targets are all private on their own (a deploy key, the environment, a hidden
 * system message), not only when they are the reader's: every one is a strong target.
 */
export const WIDENED_STRONG_TARGETS: ReadonlySet<string> = new Set(
  Object.values(WIDENED_LEXICONS).flatMap((lexicon) =>
    (lexicon.target ?? '').split(/\s+/).filter((entry) => entry !== ''),
  ),
);
