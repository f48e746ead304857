// Connection strings with passwords; the password is the secret.

const enc = (text) => encodeURIComponent(text);

const KINDS = [
  [
    'neon',
    'postgres',
    (p, v) =>
      `DATABASE_URL=postgresql://app_owner:${p}@ep-${v.alpha(5)}-${v.alpha(6)}-${v.lower(8)}.eu-central-1.aws.neon.tech/app?sslmode=require`,
  ],
  [
    'aiven',
    'mysql',
    (p, v) =>
      `mysql://avnadmin:${p}@mysql-${v.lower(6)}-proj.aivencloud.com:${10000 + v.r.int(20000)}/defaultdb?ssl-mode=REQUIRED`,
  ],
  [
    'mongodb-atlas',
    'mongodb',
    (p, v) =>
      `MONGO_URI="mongodb+srv://telemetry:${p}@cluster0.${v.lower(5)}.mongodb.net/devices?retryWrites=true&w=majority"`,
  ],
  [
    'redis-cloud',
    'redis',
    (p, v) =>
      `cache:\n  url: redis://default:${p}@redis-${v.digits(5)}.c${v.digits(3)}.eu-west-1-2.ec2.cloud.redislabs.com:${v.digits(5)}`,
  ],
  [
    'cloudamqp',
    'amqp',
    (p, v) =>
      `CELERY_BROKER_URL = "amqps://${v.alpha(8)}:${p}@rattlesnake.rmq.cloudamqp.com/${v.alpha(8)}"`,
  ],
  [
    'internal-postgres',
    'jdbc',
    (p) =>
      `spring.datasource.url=jdbc:postgresql://db.internal:5432/ledger?user=ledger_svc&password=${p}`,
  ],
  [
    'azure-sql',
    'sqlserver',
    (p, v) =>
      `"ConnectionStrings": { "Default": "Server=tcp:${v.alpha(8)}.database.windows.net,1433;Database=scores;User ID=gameadmin;Password=${p};Encrypt=True;" }`,
  ],
  [
    'hivemq-cloud',
    'mqtt-url',
    (p, v) => `MQTT_URL=mqtts://gateway-${v.digits(3)}:${p}@${v.hex(32)}.s1.eu.hivemq.cloud:8883`,
  ],
  [
    'emqx-cloud',
    'mqtt-python',
    (p) =>
      `client.username_pw_set("sensor-hub", "${p}")\nclient.tls_set()\nclient.connect("iot.example-broker.net", 8883)`,
  ],
];

/** Connection-string positives, `count` of them, cycling through the kinds. */
export function connectionRecords(v, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, rule, make] = KINDS[i % KINDS.length];
    const raw = i % 3 === 0 ? v.password() : v.b62(16 + v.r.int(16));
    const inUrl = !['sqlserver', 'mqtt-python'].includes(rule);
    const pass = inUrl ? enc(raw) : raw.replace(/;/g, '');
    out.push({ provider, rule: `conn-${rule}`, text: make(pass, v), secrets: [pass] });
  }
  return out;
}
