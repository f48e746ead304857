// Comment lines in the languages of the providers' developer communities.

export const COMMENTS = {
  zh: [
    '生产环境密钥，请勿提交到仓库',
    '从控制台复制的凭证',
    '临时调试用，上线前删除',
    '支付回调配置',
    '测试通过后再改成读取环境变量',
  ],
  ja: [
    '本番環境の認証情報',
    'コンソールからコピーしたキー',
    'デバッグ用（あとで消す）',
    '決済まわりの設定',
    '本番デプロイ前に環境変数へ移すこと',
  ],
  ko: [
    '운영 환경 인증 정보',
    '콘솔에서 복사한 키',
    '디버깅용, 배포 전에 삭제',
    '결제 설정',
    '나중에 시크릿 매니저로 옮길 것',
  ],
  ru: [
    'боевые ключи, не коммитить',
    'скопировано из личного кабинета',
    'временно для отладки',
    'настройки оплаты',
    'TODO: вынести в переменные окружения',
  ],
  pt: [
    'chaves de produção, não commitar',
    'copiado do painel',
    'temporário para depuração',
    'configuração de pagamento',
    'TODO: mover para o cofre de segredos',
  ],
  es: [
    'claves de producción, no subir al repo',
    'copiado del panel',
    'temporal para depurar',
    'configuración de pagos',
    'TODO: pasar a variables de entorno',
  ],
  tr: [
    'canlı ortam anahtarları, commit etmeyin',
    'panelden kopyalandı',
    'hata ayıklama için geçici',
    'ödeme ayarları',
  ],
  id: [
    'kunci produksi, jangan di-commit',
    'disalin dari dashboard',
    'sementara untuk debugging',
    'konfigurasi pembayaran',
  ],
  vi: [
    'khóa môi trường production, không commit',
    'sao chép từ bảng điều khiển',
    'tạm thời để debug',
    'cấu hình thanh toán',
  ],
  hi: ['प्रोडक्शन कुंजी, कमिट न करें', 'डैशबोर्ड से कॉपी किया', 'डिबग के लिए अस्थायी', 'भुगतान सेटिंग'],
  ar: [
    'مفاتيح الإنتاج، لا تقم برفعها',
    'منسوخ من لوحة التحكم',
    'مؤقت لتصحيح الأخطاء',
    'إعدادات الدفع',
  ],
  en: [
    'production credentials',
    'copied from the dashboard',
    'temporary, for debugging',
    'payment settings',
    'TODO move to the secret manager',
  ],
};
