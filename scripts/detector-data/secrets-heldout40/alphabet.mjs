// Alphabets and small value builders shared by the secrets-heldout40 modules.

export const HEX = '0123456789abcdef';
export const UHEX = '0123456789ABCDEF';
export const DIG = '0123456789';
export const LOW = 'abcdefghijklmnopqrstuvwxyz';
export const UP = LOW.toUpperCase();
export const LA = LOW + DIG;
export const UA = UP + DIG;
export const B62 = UP + LOW + DIG;
export const B64 = B62 + '+/';
export const URL64 = B62 + '-_';
export const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const C32 = '0123456789abcdefghjkmnpqrstvwxyz';

/** n random characters from an alphabet. */
export const c = (alphabet, n) => (r) => r.chars(alphabet, n);

/** Concatenates literal parts and builders; remembers the literal prefix for masking. */
export const s = (...parts) => {
  const build = (r) => parts.map((part) => (typeof part === 'string' ? part : part(r))).join('');
  build.pre = typeof parts[0] === 'string' ? parts[0] : '';
  return build;
};

export const uuid = (r) =>
  `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;

/** Base64 text with '=' padding, as a fixed-length encoded blob. */
export const b64 = (n, pad = '=') => s(c(B64, n), pad);

/** A PEM block of random base64 body lines. */
export const pem = (label, lead, lines, last) => {
  const build = (r) => {
    const body = [];
    for (let i = 0; i < lines; i++) {
      body.push((i === 0 ? lead : '') + r.chars(B64, i === 0 ? 64 - lead.length : 64));
    }
    body.push(r.chars(B64, last) + (last % 4 === 2 ? '==' : last % 4 === 3 ? '=' : ''));
    return `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----`;
  };
  build.pre = `-----BEGIN ${label}-----`;
  build.multiline = true;
  return build;
};

export const WORDS =
  `abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across action actor actress actual adapt addict address
adjust admit adult advance advice aerobic affair afford afraid again agent agree ahead airport aisle
alarm album alcohol alert alien alley allow almost alone alpha already alter always amateur amazing
among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another
answer antenna antique anxiety apart apology appear apple approve april arch arctic arena argue armed
armor army around arrange arrest arrive arrow artefact artist artwork aspect assault asset assist
assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn
average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge balance
balcony bamboo banana banner barely bargain barrel basic basket battle beach bean beauty because become
before begin behave behind believe below bench benefit betray better between beyond bicycle biology
bitter blade blame blanket blast bleak bless blind blood blossom blouse blush board boil bonus boost
border boring borrow bottom bounce bracket brain brand brass brave bread breeze brick bridge brief
bright bring brisk broccoli broken bronze broom brother brush bubble buddy budget buffalo build bulb
bulk bullet bundle bunker burden burger burst business butter buyer cabbage cabin cable cactus canyon
canvas capable captain carbon cargo carpet castle casual catalog cement census cereal chalk champion
chaos cherry chimney chuckle cinnamon circle citizen civil claw clever cliff clinic clock coconut
coffee comic concert copper coral cotton cousin crater cruise crystal cushion cycle damp dawn debate
decade dentist desert diesel dinosaur dolphin dragon drum dutch dwarf dynamic eagle elegant elephant
embark enemy engine erosion escape evoke evolve exercise exhibit exotic fabric famous fashion fence
festival fiscal fitness flamingo flavor forest fossil frozen funny fury gadget galaxy garden garlic
giant ginger giraffe glove gospel grape gravity grocery guitar hammer harvest helmet hero hint history
hockey honey horse hotel humor hundred hurdle hybrid illness inform inner invest island ivory jaguar
jazz jewel journey juice jungle ketchup kidney kingdom kite kitten kiwi lamp language laptop lecture
lemon lens library lion liquid lizard lottery loyal lunar lyrics magnet mammal mango maple marble
matrix maze meadow melody merit method middle minute mirror mixture moment monkey motor mouse museum
myth napkin nature neck nephew noble novel number nurse ocean olympic option orange orbit owner oxygen
palace panther patrol peanut penalty people phrase picnic pilot pizza planet pole pony pretty prison
profit proud pulse pupil purpose quiz quote rabbit recipe region remind rescue result reward rhythm
ribbon river robot rocket saddle scout season shoot shrimp shuffle simple siren sketch slogan snow
social solar speak spider spirit stock stove street style subway summer sunset sustain system talent
task tenant test theory thunder ticket timber token tomato toward tower travel tribe trumpet twelve
umbrella unveil update useful valley village visit vivid wisdom window winter wolf word world wrong
yellow young youth zero zone zoo`.split(/\s+/);

export const mnemonic = (count) => {
  const build = (r) => Array.from({ length: count }, () => r.pick(WORDS)).join(' ');
  build.pre = '';
  return build;
};
