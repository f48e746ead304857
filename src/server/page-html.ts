/** The dashboard shell; app.js fills it from the JSON endpoints. Nothing loads from elsewhere. */
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>govern dashboard</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/app.css">
<script src="/app.js" defer></script>
</head>
<body>
<header>
  <h1><span class="brand">govern</span> <span id="project">…</span></h1>
  <div id="live" class="live" title="updates when the ledger changes">connecting…</div>
  <form id="auth" class="auth" autocomplete="off">
    <label>token <input id="token" type="password" placeholder="printed by govern serve" spellcheck="false"></label>
    <label>as <input id="by" type="text" placeholder="your name" maxlength="100"></label>
  </form>
</header>
<div id="notice" class="notice" role="status" hidden></div>
<main>
  <section id="counts" class="counts" aria-label="tasks per status"></section>
  <section class="panel wide">
    <h2>Tasks</h2>
    <div id="running" class="running" hidden></div>
    <div id="board" class="board"></div>
  </section>
  <section class="panel wide" id="detail" hidden>
    <h2>Timeline <span id="detail-id"></span> <button id="detail-close" type="button" class="link">close</button></h2>
    <div id="timeline"></div>
  </section>
  <section class="panel">
    <h2>Budget today</h2>
    <div id="budget"></div>
  </section>
  <section class="panel">
    <h2>Benchmark</h2>
    <div id="benchmark"></div>
  </section>
  <section class="panel">
    <h2>Archive</h2>
    <div id="archive"></div>
  </section>
  <section class="panel wide">
    <h2>Decision quality</h2>
    <div id="quality"></div>
  </section>
  <section class="panel wide">
    <h2>Audit log</h2>
    <div id="audit"></div>
  </section>
</main>
</body>
</html>
`;
