// Hard negatives of secrets-heldout22, part one: values that look random but are public by
// design on content and shop sites (asset fingerprints, ids, SRI hashes, client-side keys).

const n = (provider, rule, text) => ({ provider, rule, text });

export const PUBLIC_NEGATIVES = [
  (r, g) =>
    n(
      'webpack',
      'asset-fingerprint',
      `<link rel="stylesheet" href="/assets/main.${g.hex(8)}.css">\n<script defer src="/assets/runtime.${g.hex(20)}.js"></script>\n<script defer src="/assets/vendors~checkout.${g.hex(8)}.chunk.js"></script>\n`,
    ),
  (r, g) =>
    n(
      'webpack',
      'webpack-manifest',
      JSON.stringify(
        {
          'main.js': `/static/js/main.${g.hex(8)}.js`,
          'main.css': `/static/css/main.${g.hex(8)}.css`,
          'media/hero.jpg': `/static/media/hero.${g.hex(20)}.jpg`,
        },
        null,
        2,
      ) + '\n',
    ),
  (r, g) =>
    n(
      'hugo',
      'hugo-fingerprint',
      `<link rel="stylesheet" href="/css/style.min.${g.hex(64)}.css" integrity="sha256-${g.b64(32)}" crossorigin="anonymous">\n`,
    ),
  (r, g) =>
    n(
      'rails',
      'sprockets-digest',
      `<script src="/assets/application-${g.hex(64)}.js" data-turbo-track="reload" defer></script>\n`,
    ),
  (r, g) =>
    n(
      'jekyll',
      'cache-busting',
      `<link rel="stylesheet" href="{{ '/assets/css/main.css' | relative_url }}?v=${g.hex(10)}">\n<!-- built ${g.hex(7)} -->\n`,
    ),
  (r, g) =>
    n(
      'nextjs',
      'build-id',
      `GET /_next/static/${g.url(21)}/_buildManifest.js 200 1.2 kB\nGET /_next/static/chunks/pages/index-${g.hex(16)}.js 200 8.4 kB\n`,
    ),
  (r, g) =>
    n(
      'astro',
      'asset-hash',
      `<link rel="stylesheet" href="/_astro/index.${g.url(8)}.css">\n<script type="module" src="/_astro/hoisted.${g.url(8)}.js"></script>\n`,
    ),
  (r, g) =>
    n(
      'gatsby',
      'compilation-hash',
      JSON.stringify({
        webpackCompilationHash: g.hex(20),
        path: '/blog/slow-stitching/',
        result: { pageContext: { id: g.uuid() } },
      }) + '\n',
    ),
  (r, g) =>
    n(
      'sri',
      'sri-hash',
      `<script src="https://cdn.jsdelivr.net/npm/swiper@11/swiper-bundle.min.js"\n  integrity="sha384-${g.b64(48)}"\n  crossorigin="anonymous"></script>\n`,
    ),
  (r, g) =>
    n(
      'csp',
      'csp-nonce',
      `Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${g.b64(16)}' https://www.googletagmanager.com; img-src 'self' data: https://images.lindenhaus.example\n`,
    ),
  (r, g) =>
    n(
      'npm',
      'lockfile-integrity',
      `"node_modules/sharp": {\n  "version": "0.33.4",\n  "resolved": "https://registry.npmjs.org/sharp/-/sharp-0.33.4.tgz",\n  "integrity": "sha512-${g.b64(64)}"\n},\n`,
    ),
  (r, g) =>
    n(
      'git',
      'commit-sha',
      `commit ${g.hex(40)}\nAuthor: Mara Lind <mara@lindenhaus.example>\nDate:   Tue Apr 9 10:12:44 2024 +0200\n\n    theme: lazy-load product gallery images\n`,
    ),
  (r, g) => n('docker', 'image-digest', `image: ghcr.io/lindenhaus/imgproxy@sha256:${g.hex(64)}\n`),
  (r, g) =>
    n(
      'downloads',
      'checksum',
      `## Downloads\n\n| file | sha256 |\n|---|---|\n| theme-paperlane-3.2.0.zip | ${g.hex(64)} |\n| theme-paperlane-3.1.4.zip | ${g.hex(64)} |\n\nmd5: ${g.hex(32)}\n`,
    ),
  (r, g) =>
    n(
      'shopify',
      'product-ids',
      `{"product":{"id":${g.digits(13)},"admin_graphql_api_id":"gid://shopify/Product/${g.digits(13)}","variants":[{"sku":"TSH-${g.upper(3)}-XL-${g.digits(4)}","barcode":"${g.digits(13)}"}]}}\n`,
    ),
  (r, g) =>
    n(
      'woocommerce',
      'sku-gtin',
      `sku,name,gtin,price\nLH-MUG-${g.digits(3)},Stoneware mug,${g.digits(13)},24.00\nLH-TEA-${g.digits(3)},Smoky lapsang,${g.digits(13)},12.50\n`,
    ),
  (r, g) =>
    n(
      'contentful',
      'entry-id',
      `{\n  "sys": { "id": "${g.b62(22)}", "type": "Entry", "space": { "sys": { "id": "${g.lower(12)}" } }, "revision": 7 },\n  "fields": { "title": "Spring lookbook" }\n}\n`,
    ),
  (r, g) =>
    n(
      'sanity',
      'document-id',
      `{"_id":"${g.uuid()}","_type":"post","_rev":"${g.b62(22)}","slug":{"current":"behind-the-kiln"}}\n`,
    ),
  (r, g) =>
    n(
      'youtube',
      'media-ids',
      `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${g.url(11)}?list=PL${g.url(32)}" title="Studio tour" allowfullscreen></iframe>\n`,
    ),
  (r, g) =>
    n(
      'spotify',
      'embed-code',
      `<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/${g.b62(22)}?utm_source=generator" width="100%" height="152" loading="lazy"></iframe>\n`,
    ),
  (r, g) =>
    n(
      'mux',
      'playback-id',
      `<mux-player playback-id="${g.b62(40)}" metadata-video-title="Glaze test #4" accent-color="#${g.hex(6)}"></mux-player>\n`,
    ),
  (r, g) =>
    n(
      'wistia',
      'media-hashed-id',
      `<script src="https://fast.wistia.com/embed/medias/${g.lower(10)}.jsonp" async></script>\n<div class="wistia_embed wistia_async_${g.lower(10)}" style="height:360px;width:640px">&nbsp;</div>\n`,
    ),
  (r, g) =>
    n(
      'podcast',
      'episode-guid',
      `<item>\n  <title>Ep. 41: Natural dyes</title>\n  <guid isPermaLink="false">${g.uuid()}</guid>\n  <enclosure url="https://media.lindenhaus.example/ep41-${g.hex(12)}.mp3" length="${g.digits(8)}" type="audio/mpeg"/>\n</item>\n`,
    ),
  (r, g) =>
    n(
      'cloudinary',
      'public-id',
      `https://res.cloudinary.com/lindenhaus/image/upload/c_fill,w_800/v${g.digits(10)}/products/${g.lower(20)}.webp\n`,
    ),
  (r, g) =>
    n(
      'amazon-associates',
      'affiliate-tag',
      `<a href="https://www.amazon.de/dp/B0${g.upper(8)}?tag=${r.pick(['lindenhaus', 'fieldrec', 'slowmade'])}-21&linkCode=ll1&linkId=${g.hex(32)}" rel="sponsored nofollow">Buy on Amazon</a>\n`,
    ),
  (r, g) =>
    n(
      'google-analytics',
      'tracking-ids',
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${g.upper(10)}"></script>\n<script>gtag('config', 'G-${g.upper(10)}'); gtag('config', 'AW-${g.digits(10)}');</script>\n`,
    ),
  (r, g) =>
    n(
      'adsense',
      'publisher-id',
      `<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-${g.digits(16)}" crossorigin="anonymous"></script>\n<ins class="adsbygoogle" data-ad-slot="${g.digits(10)}"></ins>\n`,
    ),
  (r, g) =>
    n('meta-pixel', 'pixel-id', `fbq('init', '${g.digits(15)}');\nfbq('track', 'PageView');\n`),
  (r, g) =>
    n(
      'algolia',
      'search-only-key',
      `// Search-only API key: safe to expose in the browser.\nconst searchClient = algoliasearch('${g.upper(10)}', '${g.hex(32)}');\nconst search = instantsearch({ indexName: 'products_de', searchClient });\n`,
    ),
  (r, g) =>
    n(
      'stripe',
      'publishable-key',
      `const stripe = Stripe('pk_live_${g.b62(99)}');\nconst elements = stripe.elements({ locale: 'nl' });\n`,
    ),
  (r, g) =>
    n(
      'mapbox',
      'public-token',
      `mapboxgl.accessToken = 'pk.${g.b64url(60)}.${g.url(22)}';\nconst map = new mapboxgl.Map({ container: 'store-map', style: 'mapbox://styles/mapbox/light-v11' });\n`,
    ),
  (r, g) =>
    n(
      'firebase',
      'web-config',
      `const firebaseConfig = {\n  apiKey: "AIza${g.url(35)}",\n  authDomain: "lindenhaus-shop.firebaseapp.com",\n  projectId: "lindenhaus-shop",\n  appId: "1:${g.digits(12)}:web:${g.hex(22)}",\n};\n`,
    ),
  (r, g) =>
    n(
      'supabase',
      'anon-key',
      `// the anon key is public; row level security protects the data\nexport const supabase = createClient('https://${g.lower(20)}.supabase.co', '${g.jwt({ iss: 'supabase', ref: g.lower(20), role: 'anon' })}');\n`,
    ),
  (r, g) =>
    n(
      'shopify',
      'storefront-public-token',
      `const client = createStorefrontApiClient({\n  storeDomain: 'lindenhaus.myshopify.com',\n  apiVersion: '2024-04',\n  publicAccessToken: '${g.hex(32)}',\n});\n`,
    ),
  (r, g) =>
    n(
      'ghost',
      'content-api-key',
      `<script src="https://unpkg.com/@tryghost/content-api@1.11/umd/content-api.min.js"></script>\n<script>\n  // Content API keys are safe for use in browsers\n  const api = new GhostContentAPI({ url: 'https://journal.lindenhaus.example', key: '${g.hex(26)}', version: 'v5.0' });\n</script>\n`,
    ),
  (r, g) =>
    n(
      'giscus',
      'comment-widget-ids',
      `<script src="https://giscus.app/client.js"\n  data-repo="lindenhaus/journal"\n  data-repo-id="R_kgDO${g.url(6)}"\n  data-category-id="DIC_kwDO${g.url(6)}4C${g.url(4)}"\n  data-mapping="pathname" async></script>\n`,
    ),
  (r, g) =>
    n(
      'posthog',
      'project-key',
      `posthog.init('phc_${g.b62(43)}', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' })\n`,
    ),
  (r, g) =>
    n('recaptcha', 'site-key', `<div class="g-recaptcha" data-sitekey="6L${g.url(38)}"></div>\n`),
  (r, g) =>
    n(
      'paystack',
      'public-key',
      `PaystackPop.setup({ key: 'pk_live_${g.hex(40)}', email: customer.email, amount: total * 100 });\n`,
    ),
  (r, g) =>
    n(
      'uploadcare',
      'public-key',
      `<script>UPLOADCARE_PUBLIC_KEY = '${g.hex(20)}';</script>\n<input type="hidden" role="uploadcare-uploader" name="my_file" />\n`,
    ),
  (r, g) =>
    n(
      'mixpanel',
      'project-token',
      `// project token is sent by every browser; it is not a secret\nmixpanel.init('${g.hex(32)}', { track_pageview: true, persistence: 'localStorage' });\n`,
    ),
  (r, g) =>
    n(
      'sentry',
      'dsn',
      `Sentry.init({\n  dsn: "https://${g.hex(32)}@o${g.digits(6)}.ingest.de.sentry.io/${g.digits(7)}",\n  tracesSampleRate: 0.2,\n});\n`,
    ),
  (r, g) =>
    n(
      'css',
      'css-colours',
      `:root {\n  --brand: #${g.hex(6)};\n  --brand-dark: #${g.hex(6)};\n  --accent: #${g.hex(3)};\n}\n.product-card:hover { background: #${g.hex(6)}; }\n`,
    ),
  (r, g) =>
    n(
      'shopify',
      'theme-settings',
      JSON.stringify(
        {
          current: {
            colors_accent_1: `#${g.hex(6)}`,
            colors_text: `#${g.hex(6)}`,
            type_header_font: 'assistant_n4',
            sections: { [`${g.hex(8)}-${g.digits(13)}`]: { type: 'image-banner' } },
          },
        },
        null,
        2,
      ) + '\n',
    ),
];
