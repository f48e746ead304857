import type { MovesLexicon } from './moves-categories.js';

// The core moves in more languages written with spaces (Turkish, Nordic, Czech, Greek,
// Romanian, Arabic, Hindi, Vietnamese, Indonesian/Malay) and in scripts without spaces between
// words (Chinese, Japanese, Korean, Thai), where entries match as substrings. Same format as
// moves-lexicon-europe.ts, and the same blank line between categories.
export const WORLD_LEXICONS: Readonly<Record<string, MovesLexicon>> = {
  tr: {
    address:
      'yapay_zeka yapay_zekaya asistan asistana asistanı model modeli dil_modeli sohbet_botu bot ajan ajanı',

    override:
      'yok_say yoksay gormezden unut unutun dikkate_alma atla gormezden_gel aldirma kulak_asma',

    follow: 'uy uyma takip',

    prior: 'onceki* yukaridaki* daha_once ilk eski',

    instr: 'talimat* kural* yonerge* istem* komut* emir* kisitlama* yapilandirma*',

    all: 'tum tumunu butun her_seyi hepsi',

    told: 'soylenen verilen',

    void: 'artik_gecerli gecersiz iptal',

    reveal: 'goster yazdir acikla soyle tekrarla ver paylas kopyala yaz kelimesi_kelimesine',

    target:
      'istem* sifre* parola* gizli anahtar* token* kimlik_bilgileri yapilandirma* kart_numarasi sistem_istemini sistem_istemi sistem_istemin api_anahtarlarini api_anahtari api_anahtarini gizli_talimatlari gizli_talimatlarini gizli_talimatlar sifreleri',

    data: 'gecmis* sohbet* musteri* e-posta e-postalar mesaj*',

    send: 'gonder ilet yukle paylas adresine_gonder',

    persona: 'bundan_sonra gibi_davran rol oyna hayal',

    unrestricted:
      'kisitlamasi_olmayan kisitlama_olmadan filtresiz kuralsiz asla_reddetmeyen kotu gelistirici_modu filtresi_olmayan kurali_olmayan asla_reddetmez hicbir_kurali',

    newtask: 'yeni_gorev yeni_gorevin yeni_talimat yeni_talimatlar sadece_bununla',

    stealth: 'gizli_tut olmamis_gibi bahsetme',

    authority: 'onemli acil dikkat sistem yonetici* admin gelistirici resmi bildirim*',

    toolverb: 'calistir sil kaldir devre_disi onayla birlestir yukle atla',

    sensitive:
      'curl bash tests test guvenlik kontrol* ci denetim* kayit* admin yetki* birim_testlerini guvenlik_kontrollerini testleri kontrolleri',

    neg: 'degil asla hic yapma aciklama paylasma bahsetme soyleme verme',

    if: 'eger durumunda isterse derse',

    ask: 'isterse ister isteyen derse',

    describe: 'enjeksiyon* saldirgan* saldiri* orn ornegin gibi',

    dataloc: 'icindeki icinde',

    poss2: 'senin sana yeni_gorevin gorevin talimatlarini',

    user: 'kullanici* birisi musteri',

    mention: 'bahset soyle bahsetme soyleme haber_verme',

    conj: 've',

    reading: 'okuyan isleyen',

    permit: 'izin onaylandi',
  },
  ar: {
    address:
      'الذكاء_الاصطناعي مساعد المساعد للمساعد النموذج نموذج للنموذج النموذج_اللغوي روبوت الروبوت للروبوت البوت للبوت الوكيل للوكيل وكيل',

    override: 'تجاهل تجاهلي انس انسى انسَ لا_تلتفت تخط تجاوز أهمل اهمل لا_تهتم',

    follow: 'اتبع تتبع',

    prior: 'السابقة السابق سابقة أعلاه اعلاه الأولية الاولية القديمة الأعلى الاعلى في_الأعلى',

    instr:
      'التعليمات تعليمات تعليماتك القواعد قواعد قواعدك الإرشادات الارشادات إرشادات الأوامر أوامر موجه موجّه التوجيهات',

    all: 'جميع كل',

    told: 'قيل أعطيت اعطيت',

    void: 'لم_تعد ملغاة باطلة',

    reveal: 'اطبع اعرض اكشف أخبرني اخبرني أظهر اظهر كرر اكتب أعطني اعطني شارك انسخ انسخ_لي',

    target:
      'موجه موجّه كلمة_المرور كلمة_السر السرية سري مفاتيح مفتاح الرمز رموز بيانات_الاعتماد الإعدادات رقم_البطاقة تعليماتك_المخفية التعليمات_المخفية المخفية كلمات_المرور',

    data: 'سجل المحادثة محادثة العملاء البريد رسائل',

    send: 'أرسل ارسل أعد_توجيه حول ارفع انشر',

    persona: 'من_الآن من_الان تظاهر تصرف مثل العب دور تخيل تظاهر_بأنك',

    unrestricted:
      'بلا_أي بلا_قيود دون_قيود بدون_قيود بلا_فلاتر لا_يرفض الشرير وضع_المطور لا_يرفض_أي',

    newtask: 'مهمتك_الجديدة مهمة_جديدة تعليمات_جديدة',

    stealth: 'سرا سرًا كأن_شيئا',

    authority: 'مهم مهمة عاجل انتباه النظام إشعار اشعار المسؤول المدير المطور رسمي رسالة_مهمة',

    toolverb: 'نفذ نفّذ شغل احذف عطل عطّل وافق ادمج ثبت تخطَّ تخط',

    sensitive:
      'curl bash tests اختبارات الأمان الامان فحوصات ci التدقيق السجل admin صلاحيات اختبارات_الوحدة فحوصات_الأمان الاختبارات',

    neg: 'لا لن أبدا ابدا أبدًا ليس',

    if: 'إذا اذا إن عندما لو',

    ask: 'طلب يطلب طلبت حاول',

    describe: 'حقن المهاجم المهاجمون هجوم هجمات ضار مثل مثلا',

    dataloc: 'الموجودة داخل ضمن',

    poss2: 'الخاص_بك لك',

    user: 'المستخدم مستخدم أحد احد العميل',

    mention: 'تذكر تخبر تخبري تقل',

    conj: '',

    reading: 'يقرأ يعالج',

    permit: 'سمح مسموح الموافقة',
  },
  he: {
    address:
      "בינה_מלאכותית עוזר העוזר לעוזר מודל המודל למודל צ'אטבוט בוט הבוט לבוט סוכן הסוכן לסוכן",

    override: 'התעלם שכח תשכח התעלמו',

    follow: 'עקוב תציית',

    prior: 'הקודמות הקודמים קודמות למעלה המקוריות הישנות',

    instr: 'ההוראות הוראות הכללים כללים ההנחיות הנחיות פקודות פרומפט',

    all: 'כל כלל',

    told: 'שנאמר שניתנו',

    void: 'כבר_לא בטלות',

    reveal: 'הצג הראה חשוף תגיד ספר חזור כתוב תן שתף העתק',

    target: 'פרומפט סיסמה סיסמת סודי סודית מפתח מפתחות טוקן אישורים הגדרות',

    data: 'היסטוריה שיחה לקוחות מיילים הודעות',

    send: 'שלח העלה העבר פרסם',

    persona: 'מעכשיו העמד שחק תפקיד דמיין',

    unrestricted: 'ללא_הגבלות בלי_הגבלות ללא_סינון ללא_כללים אף_פעם רשע',

    newtask: 'משימה_חדשה הוראות_חדשות',

    stealth: 'בסוד',

    authority: 'חשוב דחוף שים_לב מערכת מנהל מפתח רשמי הודעה',

    toolverb: 'הרץ בצע מחק הסר השבת אשר התקן',

    sensitive: 'curl bash tests בדיקות אבטחה ci ביקורת לוג admin הרשאות',

    neg: 'אל לא אף_פעם לעולם',

    if: 'אם כאשר',

    ask: 'יבקש מבקש ינסה',

    describe: 'הזרקה תוקף תוקפים מתקפה זדוני לדוגמה',

    dataloc: 'שמופיעות בתוך',

    poss2: 'שלך',

    user: 'המשתמש משתמש מישהו לקוח',

    mention: 'תזכיר תספר',

    conj: '',

    reading: 'קורא מעבד',

    permit: 'הרשה אושר',
  },
  hi: {
    address: 'एआई सहायक मॉडल भाषा_मॉडल चैटबॉट बॉट एजेंट',

    override: 'अनदेखा अनदेखी नज़रअंदाज़ नजरअंदाज भूल भूलो भूल_जाओ ध्यान_मत ध्यान_मत_दो ध्यान_न_दो नजरअंदाज़',

    follow: 'पालन मानो',

    prior: 'पिछले पिछली पहले ऊपर ऊपर_दिए शुरुआती पुराने',

    instr: 'निर्देश* नियम* दिशानिर्देश* आदेश* प्रॉम्प्ट कमांड* प्रतिबंध*',

    all: 'सभी सब सारे',

    told: 'बताया दिया कहा',

    void: 'अब_लागू अमान्य रद्द',

    reveal: 'दिखाओ दिखाएँ छापो छापें बताओ बताएँ बताना दोहराओ लिखो दो उजागर साझा लिखकर शब्दशः',

    target: 'प्रॉम्प्ट पासवर्ड गुप्त कुंजी* कुंजियाँ टोकन क्रेडेंशियल कॉन्फ़िगरेशन कार्ड_नंबर छिपे_हुए_निर्देश छिपे_निर्देश',

    data: 'इतिहास बातचीत ग्राहक* ईमेल संदेश',

    send: 'भेजो भेजें भेजे भेज अपलोड ईमेल फ़ॉरवर्ड',

    persona: 'अब_से दिखाओ_कि नाटक भूमिका व्यवहार कल्पना होने_का_नाटक नाटक_करो',

    unrestricted:
      'कोई_प्रतिबंध बिना_प्रतिबंध बिना_फ़िल्टर बिना_नियम कभी_मना दुष्ट डेवलपर_मोड कोई_फ़िल्टर_नहीं कभी_मना_नहीं',

    newtask: 'नया_काम नई_निर्देश',

    stealth: 'गुप्त_रखो जैसे_कुछ',

    authority: 'महत्वपूर्ण अत्यावश्यक ज़रूरी ध्यान सिस्टम व्यवस्थापक एडमिन डेवलपर आधिकारिक सूचना',

    toolverb: 'चलाओ चलाएँ हटाओ हटाएँ बंद मंज़ूर इंस्टॉल छोड़',

    sensitive: 'curl bash tests टेस्ट परीक्षण सुरक्षा जाँच ci ऑडिट लॉग admin अधिकार यूनिट_टेस्ट सुरक्षा_जाँच',

    neg: 'मत नहीं कभी',

    if: 'अगर यदि जब',

    ask: 'कहे कहता कहती माँगे माँगता अनुरोध कोशिश',

    describe: 'इंजेक्शन हमलावर हमला दुर्भावनापूर्ण जैसे उदाहरण',

    dataloc: 'में_मौजूद अंदर',

    poss2: 'तुम्हारा तुम्हारे तुम्हारी अपना अपने अपनी आपका आपके',

    user: 'उपयोगकर्ता कोई ग्राहक',

    mention: 'बताना बताओ ज़िक्र बताएं',

    conj: 'और फिर',

    reading: 'पढ़ने पढ़ रहे प्रोसेस',

    permit: 'अनुमति मंज़ूर',
  },
  vi: {
    address: 'tri_tue tro_ly mo_hinh chatbot bot tac_tu agent',

    override: 'bo_qua quen_di hay_quen phot_lo dung_de_y',

    follow: 'lam_theo tuan_theo',

    prior: 'truoc_do ben_tren o_tren ban_dau truoc_day',

    instr: 'huong_dan chi_dan chi_thi quy_tac loi_nhac cac_lenh rang_buoc',

    all: 'tat_ca moi_dieu toan_bo',

    told: 'duoc_dan duoc_noi duoc_cung_cap',

    void: 'khong_con_hieu het_hieu_luc vo_hieu',

    reveal:
      'in_ra hien_thi tiet_lo cho_toi_biet noi_cho lap_lai viet_ra chia_se sao_chep chep_lai nguyen_van',

    target:
      'loi_nhac_he mat_khau bi_mat khoa_api token thong_tin_dang the_tin_dung chi_dan_an huong_dan_an',

    data: 'lich_su cuoc_tro_chuyen khach_hang tin_nhan',

    send: 'gui_toi gui_den gui_tat chuyen_tiep tai_len',

    persona: 'tu_bay_gio gia_vo dong_vai tuong_tuong gia_vo_ban',

    unrestricted:
      'khong_co_bat khong_gioi_han khong_bi_loc khong_quy_tac gio_tu_choi doc_ac che_do_nha khong_co_bo',

    newtask: 'nhiem_vu_moi chi_dan_moi chi_tra_loi',

    stealth: 'nhu_khong_co',

    authority:
      'quan_trong khan_cap chu_y he_thong quan_tri_vien nha_phat_trien chinh_thuc thong_bao',

    toolverb: 'thuc_thi chay_lenh xoa_thu tat_cac phe_duyet hop_nhat cai_dat tat bo_qua',

    sensitive: 'curl bash kiem_tra bao_mat nhat_ky kiem_thu kiem_tra_bao',

    neg: 'khong dung chang khong_bao_gio',

    if: 'neu khi',

    ask: 'yeu_cau doi_hoi co_gang',

    describe: 'tan_cong ke_tan chen_loi vi_du chang_han doc_hai',

    dataloc: 'ben_trong trong_cac',

    poss2: 'cua_ban',

    user: 'nguoi_dung ai_do khach_hang',

    mention: 'nhac_den noi_voi thong_bao noi_gi',

    conj: 'va',

    reading: 'dang_doc xu_ly',

    permit: 'cho_phep da_duyet',
  },
  id: {
    address: 'ai asisten model model_bahasa chatbot bot agen',

    override:
      'abaikan lupakan jangan_hiraukan acuhkan lewati tidak_usah_pedulikan jangan_pedulikan',

    follow: 'ikuti patuhi',

    prior: 'sebelumnya sebelum di_atas awal lama',

    instr: 'instruksi aturan pedoman arahan perintah prompt batasan konfigurasi',

    all: 'semua segala seluruh',

    told: 'dikatakan diberikan diterima',

    void: 'tidak_berlaku sudah_tidak dibatalkan',

    reveal: 'tampilkan tunjukkan ungkapkan beri_tahu katakan ulangi tulis berikan bagikan salin',

    target:
      'prompt kata_sandi sandi rahasia kunci token kredensial konfigurasi nomor_kartu instruksi_tersembunyi instruksi_tersembunyimu',

    data: 'riwayat percakapan pelanggan email pesan',

    send: 'kirim kirimkan teruskan unggah posting',

    persona: 'mulai_sekarang berpura-pura berpura bertindak berperan bayangkan berpura-puralah',

    unrestricted:
      'tanpa_batasan tanpa_filter tanpa_aturan tidak_pernah_menolak jahat mode_pengembang',

    newtask: 'tugas_baru tugasmu instruksi_baru',

    stealth: 'rahasiakan seolah_tidak',

    authority:
      'penting mendesak perhatian sistem administrator admin pengembang resmi pemberitahuan',

    toolverb: 'jalankan hapus nonaktifkan setujui gabungkan pasang instal lewati',

    sensitive:
      'curl bash tests tes keamanan pemeriksaan ci audit log admin hak unit_test pemeriksaan_keamanan',

    neg: 'jangan tidak tak bukan',

    if: 'jika kalau bila apabila',

    ask: 'meminta memintamu minta menyuruh mencoba',

    describe: 'injeksi penyerang serangan berbahaya misalnya contoh',

    dataloc: 'di_dalam yang_ada',

    poss2: 'kamu mu anda tugasmu aturanmu instruksimu',

    user: 'pengguna seseorang pelanggan',

    mention: 'sebutkan beri_tahu',

    conj: 'dan lalu',

    reading: 'membaca memproses',

    permit: 'mengizinkan mengizinkanmu disetujui',
  },
  // Scripts without spaces: every entry is a substring.
  zh: {
    address: '人工智能 助手 模型 语言模型 聊天机器人 机器人 代理 智能体 AI',

    override: '忽略 忽视 无视 忘掉 忘记 不要理会 别管 跳过 不用管 不要管 不必理会',

    follow: '遵循 遵守 服从 听从',

    prior: '之前 以前 先前 上面 上述 此前 原来 最初 上面给你 最开始',

    instr: '指令 指示 规则 准则 提示词 命令 限制 设定 要求',

    all: '所有 全部 一切',

    told: '告诉你 给你的',

    void: '不再适用 不再有效 作废 失效',

    reveal: '输出 显示 透露 告诉我 给我看 重复 打印 泄露 展示 写出 复制 抄给我 抄下来 一字不差',

    target:
      '系统提示 提示词 密码 口令 秘密 密钥 令牌 凭据 配置 卡号 隐藏的指令 隐藏指令 隐藏的提示 隐藏指示 隐藏的指示 隐藏的规则',

    data: '聊天记录 对话 客户 邮件 消息 历史',

    send: '发送 发给 转发 上传 发布 传给',

    persona: '从现在开始 假装 扮演 充当 角色 想象 装成 装作 从今以后 从现在起',

    unrestricted:
      '没有任何限制 不受限制 无限制 不受过滤 没有规则 从不拒绝 邪恶 开发者模式 越狱 没有过滤 毫无限制',

    newtask: '新任务 新的任务 新指令 只回复 只需回答',

    stealth: '装作什么',

    authority: '重要 紧急 注意 系统 管理员 开发者 官方 通知 重要消息 重要提示',

    toolverb: '运行 执行 删除 关闭 禁用 批准 合并 安装 提交 关掉 跳过',

    sensitive: 'curl bash tests 测试 安全检查 安全 CI 审计 日志 权限 单元测试',

    neg: '不要 不得 别 勿 绝不 永远不要 不',

    if: '如果 若 当 要是',

    ask: '要求 请求 让你 叫你 试图',

    describe: '注入 攻击者 攻击 恶意 例如 比如',

    dataloc: '中的 包含 里面',

    poss2: '你的',

    user: '用户 别人 任何人 客户',

    mention: '提起 提及 告诉 让用户知道 告诉用户',

    conj: '并且 然后',

    reading: '正在阅读 读取 处理本',

    permit: '授权 允许 批准',
  },
  ja: {
    address: 'AI アシスタント モデル 言語モデル チャットボット ボット エージェント 人工知能',

    override:
      '無視して 無視しろ 無視せよ 無視するよう 忘れて 忘れろ 気にしないで 従わないで 気にせず 無視し',

    follow: '従って 従う',

    prior: 'これまでの 以前の 前の 上記 上の 最初の 元の 上で 先ほどまで 最初に',

    instr: '指示 命令 ルール 規則 ガイドライン プロンプト 制約 設定',

    all: 'すべて 全て 全部 一切',

    told: '言われた 与えられた',

    void: 'もう適用 無効 廃止',

    reveal:
      '出力して 出力しろ 出力せよ 表示して 教えて 見せて 明かして 繰り返して 書き出して 開示して 漏らして 書き写して 一字一句',

    target:
      'システムプロンプト プロンプト パスワード 秘密 キー 鍵 トークン 認証情報 設定 カード番号 隠された指示 隠し指示 秘密の指示',

    data: '履歴 会話 顧客 メール メッセージ',

    send: '送信して 送信しろ 送って 送れ 転送して アップロードして 投稿して 送信すること 送ること 送信せよ',

    persona: '今から 今後は ふりを 演じ なりきっ 振る舞っ 想像 ふりをして ふりをしろ これからは',

    unrestricted:
      '制限がない 制限のない 一切の制限 フィルターなし 規則のない 決して断らない 悪い 開発者モード ジェイルブレイク フィルターがな 何も断らない',

    newtask: '新しいタスク 新しい指示 とだけ答え だけを出力',

    stealth: '何もなかったかのように',

    authority:
      '重要 至急 緊急 注意 システム 管理者 開発者 公式 通知 お知らせ 重要なお知らせ 重要なメッセージ',

    toolverb:
      '実行して 削除して 無効にして 承認して マージして インストールして コミットして 無効に 飛ばして スキップ',

    sensitive:
      'curl bash tests テスト セキュリティ チェック CI 監査 ログ 権限 単体テスト セキュリティチェック',

    neg: 'ないで しないで 決して 禁止 ません',

    if: 'もし 場合 とき',

    ask: '求め 頼ま 要求 言われ 依頼',

    describe: 'インジェクション 攻撃者 攻撃 悪意 例えば など',

    dataloc: '含まれる 中の 内の',

    poss2: 'あなたの',

    user: 'ユーザー 誰か お客様',

    mention: '言わ 伝え 知らせ',

    conj: 'そして',

    reading: '読んでいる 処理する',

    permit: '許可 承認済み',
  },
  ko: {
    address: '인공지능 어시스턴트 모델 언어_모델 챗봇 에이전트 AI',

    override: '무시하세요 무시해 무시하고 무시하라 잊어버리세요 잊어 잊으세요 신경_쓰지 신경쓰지',

    follow: '따르 준수',

    prior: '이전 앞의 위의 위 처음 원래 기존 위에서 처음에 앞서',

    instr: '지시 지침 규칙 명령 프롬프트 제한 설정 가이드',

    all: '모든 전부 모두',

    told: '들은 받은',

    void: '더_이상 적용되지 무효',

    reveal:
      '출력하세요 출력해 보여주세요 보여_주세요 보여줘 공개하세요 알려주세요 알려_주세요 알려줘 반복하세요 표시하세요 말해 적어_줘 적어줘 그대로_적',

    target:
      '시스템_프롬프트 시스템 프롬프트 비밀번호 암호 비밀 키 토큰 자격 증명 설정 카드 번호 숨겨진_지시 숨겨진_지침',

    data: '기록 대화 고객 이메일 메시지',

    send: '보내세요 보내라 보내줘 보내는 보내고 보낸 전송하세요 전송하는 전송하고 전송해서 전달하세요 업로드하세요 게시하세요',

    persona: '지금부터 척하세요 척해 역할극 행동하세요 상상해 인_척',

    unrestricted:
      '제한이_없는 아무런_제한 필터_없는 규칙_없는 거절하지_않는 사악한 개발자_모드 탈옥 필터가_없 절대_거절하지',

    newtask: '새로운_임무 새_작업 새로운_지시 라고만',

    stealth: '아무_일도',

    authority: '중요 긴급 주의 시스템 관리자 개발자 공식 공지 알림 중요한_메시지',

    toolverb:
      '실행하세요 삭제하세요 비활성화하세요 승인하세요 병합하세요 설치하세요 커밋하세요 끄고 건너뛰 꺼',

    sensitive: 'curl bash tests 테스트 보안 검사 CI 감사 로그 권한 단위_테스트 보안_검사',

    neg: '마세요 말고 말 않 절대 금지',

    if: '만약 경우 하면 요청하면',

    ask: '요청 요구 부탁 시도',

    describe: '인젝션 주입 공격자 공격 악의 예를 들어',

    dataloc: '포함된 안의 내의',

    poss2: '당신의 너의',

    user: '사용자 누군가 고객',

    mention: '말하 알리 알리지 말하지',

    conj: '그리고',

    reading: '읽는 처리하는',

    permit: '허락 허용 승인되었습니다',
  },
  th: {
    address: 'เอไอ ผู้ช่วย โมเดล แชทบอท บอท เอเจนต์ AI',

    override: 'เพิกเฉย ละเว้น ลืม ไม่ต้องสนใจ ข้าม',

    follow: 'ปฏิบัติตาม ทำตาม',

    prior: 'ก่อนหน้า ข้างต้น ด้านบน เดิม แรก',

    instr: 'คำสั่ง คำแนะนำ กฎ แนวทาง พรอมต์ ข้อจำกัด การตั้งค่า',

    all: 'ทั้งหมด ทุก',

    told: 'ได้รับ บอกไว้',

    void: 'ไม่มีผล ยกเลิก',

    reveal: 'แสดง เปิดเผย บอก พิมพ์ ทำซ้ำ เขียน คัดลอก',

    target: 'พรอมต์ระบบ พรอมต์ รหัสผ่าน ความลับ คีย์ โทเค็น ข้อมูลรับรอง การตั้งค่า หมายเลขบัตร',

    data: 'ประวัติ บทสนทนา ลูกค้า อีเมล ข้อความ',

    send: 'ส่ง ส่งต่อ อัปโหลด โพสต์',

    persona: 'ต่อจากนี้ แกล้งทำ สวมบทบาท บทบาท จินตนาการ',

    unrestricted: 'ไม่มีข้อจำกัด ไร้ข้อจำกัด ไม่มีตัวกรอง ไม่เคยปฏิเสธ ชั่วร้าย โหมดนักพัฒนา',

    newtask: 'งานใหม่ คำสั่งใหม่ ให้ตอบแค่',

    stealth: 'เก็บเป็นความลับ',

    authority: 'สำคัญ ด่วน โปรดทราบ ระบบ ผู้ดูแล นักพัฒนา ทางการ ประกาศ',

    toolverb: 'รัน เรียกใช้ ลบ ปิด อนุมัติ ผสาน ติดตั้ง',

    sensitive: 'curl bash tests เทสต์ ทดสอบ ความปลอดภัย ตรวจสอบ CI บันทึก สิทธิ์',

    neg: 'อย่า ห้าม ไม่',

    if: 'ถ้า หาก เมื่อ',

    ask: 'ขอ สั่ง พยายาม',

    describe: 'การแทรก ผู้โจมตี โจมตี ตัวอย่าง เช่น',

    dataloc: 'ที่อยู่ใน ภายใน',

    poss2: 'ของคุณ',

    user: 'ผู้ใช้ ใคร ลูกค้า',

    mention: 'บอก แจ้ง',

    conj: 'และ',

    reading: 'กำลังอ่าน ประมวลผล',

    permit: 'อนุญาต อนุมัติแล้ว',
  },
};
