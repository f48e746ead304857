import type { MovesLexicon } from './moves-categories.js';

// The polite and plural forms of the verbs of the moves (issue 18). The other lexicons give
// most languages' verbs in the informal singular imperative only ("ignoruj", "покажи",
// "gönder"), while a text written to an assistant is as often formal or addressed to many:
// the plural imperative (Czech -te, Polish -cie, Russian and Ukrainian -те, Turkish -in),
// the infinitive after "please" for the verbs that cancel (proszę zignorować), Hebrew's feminine and plural
// imperatives and its future tense used as an imperative, Arabic's plural; and Hebrew's
// private things with the article joined to them (הסיסמאות, the passwords), which its list of
// bare nouns did not reach. Written from
// knowledge of the languages, by meaning; same format as moves-lexicon-europe.ts (entries are
// folded as those are), merged into the same tables. Forms that are also an everyday noun
// (Turkish "verin", your data; "yazın", in summer) are left out, and so are the infinitives
// of showing and sending: a purpose clause uses them ("click the eye icon to show the
// password"), which an interface's labels are full of. Blank lines separate the categories.
export const FORMAL_LEXICONS: Readonly<Record<string, MovesLexicon>> = {
  cs: {
    override:
      'ignorujte zapomente zapomenout nevsimejte preskocte zahodte odlozte neberte_v_potaz pustte_z_hlavy',

    reveal:
      'ukazte vypiste prozradte reknete zopakujte napiste dejte sdilejte zkopirujte opiste ocitujte',

    send: 'poslete odeslete nahrajte preposlete zverejnete',

    persona: 'predstirejte chovejte_se hrajte_roli predstavte_si',

    follow: 'dodrzujte poslouchejte',

    newtask: 'vas_novy_ukol',
  },
  pl: {
    override:
      'zignorujcie ignorujcie zapomnijcie pomincie omincie zignorowac zapomniec pominac nie_zwracajcie porzuccie odrzuccie',

    reveal:
      'pokazcie wypiszcie podajcie ujawnijcie powtorzcie wydrukujcie napiszcie zdradzcie skopiujcie przepiszcie wyswietlcie zacytujcie',

    send: 'wyslijcie przeslijcie wgrajcie opublikujcie przekazcie',

    persona: 'udawajcie zachowujcie_sie odgrywajcie',

    follow: 'stosujcie przestrzegajcie wykonujcie sluchajcie',

    newtask: 'wasze_nowe_zadanie',
  },
  ru: {
    override:
      'игнорируйте проигнорируйте забудьте не_обращайте пропустите отбросьте пренебрегите выбросьте проигнорировать отбросить не_обращайте_внимания',

    reveal:
      'покажите выведите раскройте скажите повторите напишите распечатайте дайте сообщите скопируйте перепишите перечислите напечатайте процитируйте',

    send: 'отправьте перешлите загрузите опубликуйте передайте отошлите пошлите',

    persona: 'притворитесь ведите_себя представьте играйте',

    follow: 'следуйте выполняйте подчиняйтесь',

    newtask: 'ваша_новая_задача',
  },
  uk: {
    override:
      'ігноруйте проігноруйте забудьте не_зважайте пропустіть знехтуйте відкиньте облиште проігнорувати відкинути не_звертайте_уваги',

    reveal:
      'покажіть виведіть розкрийте скажіть повторіть напишіть дайте скопіюйте перепишіть перелічіть процитуйте',

    send: 'надішліть відправте перешліть завантажте опублікуйте передайте',

    persona: 'удавайте поводьтеся уявіть грайте',

    follow: 'дотримуйтеся виконуйте слухайте',

    newtask: 'ваше_нове_завдання',
  },
  tr: {
    override:
      'yok_sayin yoksayin yok_sayiniz gormezden_gelin atlayin dikkate_almayin aldirmayin birakin vazgecin unutunuz',

    reveal:
      'gosterin gosteriniz yazdirin yazdiriniz aciklayin soyleyin tekrarlayin paylasin paylasiniz kopyalayin listeleyin alintilayin',

    send: 'gonderin gonderiniz iletin yukleyin yollayin',

    persona: 'gibi_davranin oynayin hayal_edin',

    follow: 'uyun takip_edin',

    newtask: 'yeni_goreviniz',
  },
  he: {
    override: 'התעלמי תתעלם תתעלמי תתעלמו שכחי שכחו תשכחי תשכחו והתעלם ותתעלם',

    reveal:
      'הציגי הציגו תציג תציגי תציגו הראי הראו חשפי חשפו תחשוף תחשפי תחשפו תגידי תגידו כתבי כתבו תכתוב תכתבי תכתבו תני תנו שתפי שתפו תשתף העתיקי העתיקו תעתיק הדפיסי הדפיסו תדפיס והצג ותציג והציגו ותציגו והראו וכתבו',

    send: 'שלחי שלחו תשלח תשלחי תשלחו העבירי העבירו תעביר פרסמי פרסמו ושלח ותשלח ושלחו ותשלחו',

    persona: 'העמידי העמידו תעמיד שחקי שחקו דמייני דמיינו',

    follow: 'עקבי עקבו תציית תצייתי',

    target:
      'הסיסמה הסיסמאות סיסמאות המפתח המפתחות הטוקן הטוקנים טוקנים האישורים ההגדרות הסודות סודות',
  },
  ar: {
    override: 'تجاهلوا انسوا تجاوزوا أهملوا اهملوا اتركوا وتجاهل فتجاهل',

    reveal: 'اطبعوا اعرضوا اكشفوا أظهروا اظهروا كرروا اكتبوا أعطونا اعطونا شاركوا انسخوا',

    send: 'أرسلوا ارسلوا أرسلي ارسلي ابعث ابعثوا وأرسل وارسل',

    persona: 'تظاهروا تصرفوا تخيلوا',

    follow: 'اتبعوا',
  },
};
