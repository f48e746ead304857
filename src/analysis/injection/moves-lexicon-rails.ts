import type { MovesLexicon } from './moves-categories.js';

// A second widening of the moves (issue 18): where in a conversation
// the reader's first rules sit ("at the top", "at the start"), words that declare rules void
// or replaced, verbs of quoting, and the reader's "hidden" instructions as a target. Written
// from knowledge of the languages, by meaning; same format as moves-lexicon-europe.ts, merged
// into the same tables. Blank lines separate the categories.
export const RAIL_LEXICONS: Readonly<Record<string, MovesLexicon>> = {
  en: {
    sensitive:
      'safeguards safety_filters content_filters guardrails master pr pull_request codeowners',

    newtask: 'your_new_task your_new_job',

    persona: 'play_a_game lets_play',

    unrestricted: 'without_filters no_filters',

    prior: 'at_the_top top_of_this beginning_of_this top_of_the start_of_the',

    void: 'outdated no_longer_valid superseded',

    target: 'hidden_instructions hidden_rules secret_instructions confidential_part',
  },
  de: {
    sensitive: 'schutzmechanismen sicherheitsfilter',

    newtask: 'deine_neue_aufgabe',

    persona: 'spielen_wir',

    unrestricted: 'ohne_filter',

    prior: 'vom_anfang am_anfang anfang_des zu_beginn vorher zuvor',

    void: 'hinfallig veraltet ungultig ersetzt nicht_mehr_gultig uberholt',

    reveal: 'zitier* zitiere',

    target:
      'versteckten_vorgaben versteckte_vorgaben versteckten_anweisungen versteckte_anweisungen api-tokens api-token api-schlussel',
  },
  fr: {
    sensitive: 'garde-fous garde-fou filtres',

    newtask: 'ta_nouvelle_tache ta_nouvelle_mission',

    persona: 'jouons',

    unrestricted: 'sans_filtre sans_filtres',

    prior: 'du_debut au_debut debut_de_la',

    void: 'obsoletes obsolete plus_valables caduques remplacees',

    target: 'instructions_cachees consignes_cachees jetons_d_api jetons cles_api cles_d_api',
  },
  es: {
    sensitive: 'salvaguardas filtros',

    newtask: 'tu_nueva_tarea tu_nueva_mision',

    persona: 'juguemos',

    unrestricted: 'sin_politicas sin_filtros',

    prior: 'del_principio al_principio del_inicio',

    void: 'obsoletas ya_no_sirven ya_no_valen sustituidas reemplazadas',

    reveal: 'cita citalo citalas',

    target: 'instrucciones_ocultas mensaje_oculto tokens_de_api claves_de_api',
  },
  it: {
    sensitive: 'salvaguardie filtri',

    newtask: 'il_tuo_nuovo',

    persona: 'giochiamo fai_finta',

    unrestricted: 'senza_filtri',

    prior: 'all_inizio dall_inizio',

    void: 'non_valgono superate sostituite obsolete',

    reveal: 'cita riporta',

    target: 'istruzioni_nascoste token_api chiavi_api',
  },
  pt: {
    sensitive: 'salvaguardas filtros',

    newtask: 'a_tua_nova tua_nova_tarefa sua_nova_tarefa',

    persona: 'vamos_jogar',

    unrestricted: 'sem_filtros',

    prior: 'do_inicio no_inicio',

    void: 'obsoletas substituidas trocou ja_nao_valem',

    reveal: 'cita copia',

    target: 'instrucoes_ocultas tokens_de_api chaves_de_api',
  },
  nl: {
    sensitive: 'beveiligingsfilters',

    newtask: 'nieuwe_opdracht je_nieuwe_taak',

    persona: 'laten_we_spelen doe_alsof',

    unrestricted: 'zonder_filters',

    prior: 'aan_het_begin van_het_begin',

    void: 'verouderd vervangen niet_meer_geldig',

    reveal: 'citeer',

    target: 'verborgen_instructies api-tokens api-sleutels',
  },
  sv: {
    sensitive: 'filtren',

    newtask: 'nya_uppgift din_nya_uppgift',

    persona: 'vi_leker lat_oss_leka',

    unrestricted: 'utan_filter',

    prior: 'i_borjan tidigare',

    void: 'galler_inte inaktuella ersatt foraldrade',

    reveal: 'citera',

    target: 'dolda_instruktioner api-nycklar api-nycklarna api-tokens',
  },
  pl: {
    sensitive: 'filtry zabezpieczenia',

    newtask: 'nowe_zadanie twoje_nowe_zadanie',

    persona: 'zagrajmy udajesz udawaj',

    unrestricted: 'bez_filtrow',

    prior: 'z_poczatku na_poczatku wczesniej',

    void: 'nieaktualne podmienil zastapione niewazne',

    reveal: 'zacytuj',

    target: 'ukryte_instrukcje tokeny_api klucze_api',
  },
  cs: {
    sensitive: 'filtry',

    newtask: 'tvuj_novy_ukol',

    persona: 'budeme_hrat hrajme',

    unrestricted: 'bez_filtru',

    prior: 'ze_zacatku na_zacatku',

    void: 'neplati nahradil zastarala',

    reveal: 'ocituj',

    target: 'skrytych_instrukcich skryte_instrukce api_tokeny',
  },
  ro: {
    sensitive: 'filtrele',

    newtask: 'noua_ta_sarcina',

    persona: 'sa_ne_jucam',

    unrestricted: 'fara_filtre',

    prior: 'de_la_inceput inceputul',

    void: 'nu_mai_sunt inlocuit depasite',

    reveal: 'citeaza',

    target: 'instructiunile_ascunse tokenurile_api',
  },
  ru: {
    sensitive: 'фильтры ограничения',

    toolverb: 'смержи смерджи смержить влей',

    newtask: 'твоя_новая_задача',

    persona: 'давай_сыграем сыграем',

    unrestricted: 'без_фильтров',

    prior: 'в_начале начала_разговора раньше',

    void: 'устарели недействительны заменил отменены',

    reveal: 'процитируй',

    target: 'скрытых_инструкциях скрытые_инструкции api-токены токены_api ключи_api',
  },
  uk: {
    sensitive: 'фільтри',

    toolverb: 'змерж змерджи',

    newtask: 'твоє_нове_завдання',

    persona: 'зіграймо',

    unrestricted: 'без_фільтрів',

    prior: 'на_початку раніше',

    void: 'застаріли недійсні замінив скасовані',

    reveal: 'процитуй',

    target: 'прихованих_інструкціях приховані_інструкції токени_api ключі_api',
  },
  tr: {
    sensitive: 'filtreleri',

    newtask: 'yeni_gorevin',

    persona: 'oyun_oynayalim',

    unrestricted: 'filtresi_olmayan',

    prior: 'basindaki basinda',

    void: 'gecersiz eskidi gecerli_degil',

    reveal: 'alintila',

    target: 'gizli_talimatlarinda gizli_talimatlar api_anahtarlarini',
  },
  id: {
    sensitive: 'penyaring',

    newtask: 'tugas_barumu',

    persona: 'ayo_main',

    unrestricted: 'tanpa_filter',

    prior: 'di_awal sebelumnya',

    void: 'tidak_berlaku usang diganti',

    reveal: 'kutip',

    target: 'instruksi_tersembunyi token_api kunci_api',
  },
  vi: {
    sensitive: 'bo_loc',

    newtask: 'nhiem_vu_moi',

    persona: 'hay_choi',

    unrestricted: 'khong_bo_loc',

    prior: 'luc_dau ban_dau',

    void: 'het_hieu_luc loi_thoi thay_the',

    reveal: 'trich',

    target: 'huong_dan_an token_api khoa_api',
  },
  ja: {
    toolverb: 'マージ',
  },
  ko: {
    toolverb: '병합 머지',
  },
  hi: {
    toolverb: 'मर्ज',
  },
};
