// Regional identifiers that are not credentials: tax ids written as test values, invoice and
// order numbers, tracking numbers, bank codes, phone numbers, postal codes, crypto addresses.

import { fill, uuid } from './values.mjs';

function cpf(r) {
  const d = Array.from({ length: 9 }, () => r.int(10));
  const digit = (ds) => {
    const sum = ds.reduce((acc, n, i) => acc + n * (ds.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  d.push(digit(d));
  d.push(digit(d));
  const s = d.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

const IDS = [
  [
    'br-ids',
    (r) =>
      `// CPF gerado para testes (não pertence a ninguém)\nconst cliente = { nome: 'Fulano de Tal', cpf: '${cpf(r)}', cep: '01310-${fill(r, '{d3}')}' };`,
  ],
  [
    'br-nfe',
    (r) =>
      `Chave de acesso da NF-e: ${fill(r, '{d44}')}\nProtocolo de autorização: 1352${fill(r, '{d11}')}`,
  ],
  [
    'br-boleto',
    (r) =>
      `Linha digitável: 34191.${fill(r, '{d5}')} ${fill(r, '{d5}')}.${fill(r, '{d6}')} ${fill(r, '{d5}')}.${fill(r, '{d6}')} 1 ${fill(r, '{d14}')}`,
  ],
  [
    'br-pix',
    (r) =>
      `PIX copia e cola (pode compartilhar):\n00020126580014BR.GOV.BCB.PIX0136${uuid(r)}5204000053039865802BR5913LOJA EXEMPLO6009SAO PAULO62070503***6304${fill(r, '{H4}')}`,
  ],
  [
    'in-ids',
    () => `GSTIN (example format): 22AAAAA0000A1Z5\nPAN (example): ABCDE1234F\nIFSC: SBIN0001234`,
  ],
  [
    'in-upi',
    (r) =>
      `upi://pay?pa=shop${r.int(999)}@okaxis&pn=Sharma%20Stores&am=499.00&cu=INR&tn=Order%20${fill(r, '{d10}')}`,
  ],
  [
    'ru-ids',
    () => `Реквизиты:\nИНН 7707083893\nБИК 044525225\nК/с 30101810400000000225\nОГРН 1027700132195`,
  ],
  [
    'tr-ids',
    (r) =>
      `// Test TCKN (geçerli algoritma, gerçek kişi değil)\nconst tckn = '10000000146';\nconst iban = 'TR${fill(r, '{d24}')}';`,
  ],
  [
    'id-ids',
    (r) =>
      `NPWP: 01.${fill(r, '{d3}')}.${fill(r, '{d3}')}.${fill(r, '{d1}')}-${fill(r, '{d3}')}.000\nNo. Invoice: INV/2024/${fill(r, '{d2}')}/${fill(r, '{d6}')}`,
  ],
  [
    'mx-ids',
    (r) =>
      `RFC genérico público en general: XAXX010101000\nCLABE: 0121800${fill(r, '{d11}')}\nFolio fiscal: ${uuid(r).toUpperCase()}`,
  ],
  [
    'cn-invoice',
    (r) =>
      `发票代码：${fill(r, '{d12}')}\n发票号码：${fill(r, '{d8}')}\n校验码：${fill(r, '{d20}')}\n开票日期：2024年${r.int(12) + 1}月${r.int(28) + 1}日`,
  ],
  [
    'cn-order',
    (r) =>
      `订单号: ${fill(r, '{d19}')}\n顺丰运单号: SF${fill(r, '{d13}')}\n收件人电话: 138${fill(r, '{d8}')}`,
  ],
  [
    'jp-ids',
    (r) =>
      `〒100-${fill(r, '{d4}')} 東京都千代田区\n法人番号: ${fill(r, '{d13}')}\n注文番号: ${fill(r, '{d3}')}-${fill(r, '{d7}')}-${fill(r, '{d7}')}`,
  ],
  [
    'kr-ids',
    (r) =>
      `사업자등록번호: ${fill(r, '{d3}')}-${fill(r, '{d2}')}-${fill(r, '{d5}')}\n주문번호: ${fill(r, '{d14}')}\n고객센터: 1588-${fill(r, '{d4}')}`,
  ],
  [
    'tracking',
    (r) =>
      `Tracking: E${fill(r, '{A1}')}${fill(r, '{d9}')}CN / Correios: QB${fill(r, '{d9}')}BR / JNE: ${fill(r, '{d16}')}`,
  ],
  [
    'vn-ids',
    (r) =>
      `Mã số thuế: 0${fill(r, '{d9}')}\nSố điện thoại: +84 9${fill(r, '{d8}')}\nMã vận đơn GHN: G${fill(r, '{A7}')}`,
  ],
  [
    'sa-ids',
    (r) =>
      `رقم الفاتورة: INV-${fill(r, '{d8}')}\nIBAN: SA${fill(r, '{d22}')}\nالرقم الضريبي: 3${fill(r, '{d13}')}3`,
  ],
  [
    'crypto-public',
    (r) => `Deposit address (USDT-ERC20): 0x${fill(r, '{h40}')}\nTxID: 0x${fill(r, '{h64}')}`,
  ],
  ['crypto-public', (r) => `BTC 입금 주소: bc1q${r.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}`],
  [
    'i18n',
    (r) =>
      `"dostoprimechatelnosti_${r.int(9)}": "Достопримечательности",\n"shokuhinEiseiHouKanrenJouhou": "食品衛生法関連情報",\n"kebijakanPengembalianDana": "Kebijakan pengembalian dana"`,
  ],
];

function regionalId(r) {
  const [p, make] = r.pick(IDS);
  return [p, make(r)];
}

export const NEGATIVES_C = { regionalId };
