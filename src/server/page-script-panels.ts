// The second half of the dashboard's script (see page-script.ts): budget, benchmark, quality
// charts, audit, archive, and the live refresh.
export const PAGE_SCRIPT_PANELS = String.raw`  /* ---- budget ---- */
  function renderBudget(answer) {
    if (answer.status !== 200) { fill($('budget'), [empty(answer.body ? answer.body.message : 'unavailable')]); return; }
    var b = answer.body;
    var parts = [el('div', { class: 'big', text: usd(b.spentUsd) + (b.dailyUsd === null ? '' : ' of ' + usd(b.dailyUsd)) })];
    if (b.dailyUsd !== null) {
      var share = b.dailyUsd > 0 ? Math.min(1, b.spentUsd / b.dailyUsd) : 1;
      parts.push(el('div', { class: 'bar' + (share >= 1 ? ' over' : ''), role: 'meter', 'aria-valuenow': b.spentUsd,
        'aria-valuemax': b.dailyUsd, title: Math.round(share * 100) + '% of the daily ceiling' },
      [el('div', { style: null, 'data-share': share })]));
      parts.push(el('div', { class: 'muted', text: usd(b.remainingUsd) + ' left today (' + b.day + ' UTC)' +
        (b.perTaskUsd === null ? '' : ' · per task ' + usd(b.perTaskUsd)) }));
    } else {
      parts.push(el('div', { class: 'muted', text: 'no daily ceiling set (budget.dailyUsd) · ' + b.day + ' UTC' }));
    }
    if (b.agents.length) {
      parts.push(el('table', {}, [el('tr', {}, ['tier', 'agent', 'calls', 'cost', 'tokens in/out'].map(function (h) { return el('th', { text: h }); }))]
        .concat(b.agents.map(function (a) {
          return el('tr', {}, [a.tier, a.agent, a.calls, usd(a.costUsd), a.tokens.input + ' / ' + a.tokens.output]
            .map(function (c) { return el('td', { text: c }); }));
        }))));
    }
    parts.push(el('table', {}, [el('tr', {}, ['rung', 'agent', 'calls today'].map(function (h) { return el('th', { text: h }); }))]
      .concat(b.ladder.map(function (r) {
        return el('tr', {}, ['tier ' + r.tier, r.agent, r.callsToday + (r.dailyCallCap === null ? '' : ' / ' + r.dailyCallCap)]
          .map(function (c) { return el('td', { text: c }); }));
      }))));
    fill($('budget'), parts);
    sizeBars($('budget'));
  }

  /* Bar widths are set from script (CSP forbids inline style attributes in markup). */
  function sizeBars(root) {
    root.querySelectorAll('[data-share]').forEach(function (node) {
      node.style.width = (Number(node.getAttribute('data-share')) * 100).toFixed(1) + '%';
    });
  }

  /* ---- benchmark ---- */
  function gapsOf(card) {
    var lists = [card.gaps, card.documentedGaps, Array.isArray(card.knownGaps) ? card.knownGaps : null];
    for (var i = 0; i < lists.length; i += 1) { if (Array.isArray(lists[i])) { return lists[i]; } }
    var results = card.results || card.caseResults || (Array.isArray(card.cases) ? card.cases : null);
    return Array.isArray(results) ? results.filter(function (r) { return r && r.knownGap; }) : [];
  }
  function gapText(gap) {
    if (typeof gap === 'string') { return gap; }
    var name = gap.name || gap.id || gap.case || 'case';
    var why = gap.knownGap && typeof gap.knownGap === 'string' ? gap.knownGap : (gap.reason || gap.note || gap.description || '');
    return name + (why ? ': ' + why : '');
  }
  function renderBenchmark(answer) {
    if (answer.status !== 200) {
      fill($('benchmark'), [empty((answer.body && answer.body.message) || 'no scorecard'),
        answer.body && answer.body.hint ? el('div', { class: 'muted', text: answer.body.hint }) : null]);
      return;
    }
    var c = answer.body.scorecard;
    var gaps = gapsOf(c);
    var gapCount = typeof c.knownGaps === 'number' ? c.knownGaps : gaps.length;
    var parts = [el('div', { class: 'big', text: c.passed + ' / ' + c.cases + ' passed' }),
      el('div', { class: c.failed > 0 ? 'fail' : 'muted', text: c.failed + ' failed · ' + gapCount + ' documented gap' + (gapCount === 1 ? '' : 's') +
        (c.generatedAt ? ' · ' + when(c.generatedAt) : '') })];
    if (c.packs) {
      parts.push(el('table', {}, [el('tr', {}, ['pack', 'passed', ''].map(function (h) { return el('th', { text: h }); }))]
        .concat(Object.keys(c.packs).map(function (name) {
          var p = c.packs[name];
          var share = p.cases > 0 ? p.passed / p.cases : 0;
          return el('tr', {}, [el('td', { text: name }), el('td', { text: p.passed + ' / ' + p.cases }),
            el('td', {}, [el('div', { class: 'bar' }, [el('div', { 'data-share': share })])])]);
        }))));
    }
    if (c.injection) {
      var inj = c.injection;
      parts.push(el('div', { class: 'muted', text: 'injection: ' + ['attacks', 'controls', 'detected', 'falsePositives', 'driftChecked', 'drifted']
        .filter(function (k) { return inj[k] !== undefined; }).map(function (k) { return k + ' ' + inj[k]; }).join(' · ') }));
    }
    parts.push(el('h4', { text: 'Documented gaps (reproduced, not wins)' }));
    parts.push(gaps.length ? el('ul', {}, gaps.map(function (g) { return el('li', { text: gapText(g) }); }))
      : empty(gapCount > 0 ? gapCount + ' gap(s); the scorecard lists no details' : 'none'));
    fill($('benchmark'), parts);
    sizeBars($('benchmark'));
  }

  /* ---- quality charts (inline SVG) ---- */
  function svg(tag, attrs, children) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, String(attrs[k])); });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }
  function chart(title, points, kind, max) {
    var W = 280, H = 110, L = 28, B = 18, T = 8;
    var top = max !== undefined ? max : Math.max(1, Math.max.apply(null, points.map(function (p) { return p.value || 0; })));
    var innerW = W - L - 6, innerH = H - B - T;
    var step = points.length > 0 ? innerW / points.length : innerW;
    var y = function (v) { return T + innerH - (v / top) * innerH; };
    var nodes = [svg('line', { x1: L, y1: T + innerH, x2: W - 6, y2: T + innerH, stroke: '#cbd5e0' }),
      svg('text', { x: 2, y: T + 8 }, [document.createTextNode(String(+top.toFixed(2)))]),
      svg('text', { x: 2, y: T + innerH }, [document.createTextNode('0')])];
    if (kind === 'bar') {
      points.forEach(function (p, i) {
        var h = ((p.value || 0) / top) * innerH;
        var w = Math.min(36, Math.max(1, step - 2));
        var r = svg('rect', { x: L + i * step + (step - w) / 2, y: T + innerH - h, width: w, height: h, fill: '#4299e1' });
        r.appendChild(svg('title', {}, [document.createTextNode(p.label + ': ' + p.value)]));
        nodes.push(r);
      });
    } else {
      var known = points.map(function (p, i) { return { p: p, i: i }; }).filter(function (q) { return q.p.value !== null; });
      if (known.length > 1) {
        nodes.push(svg('polyline', { fill: 'none', stroke: '#38a169', 'stroke-width': 2,
          points: known.map(function (q) { return (L + q.i * step + step / 2) + ',' + y(q.p.value); }).join(' ') }));
      }
      known.forEach(function (q) {
        var c = svg('circle', { cx: L + q.i * step + step / 2, cy: y(q.p.value), r: 3, fill: '#38a169' });
        c.appendChild(svg('title', {}, [document.createTextNode(q.p.label + ': ' + rate(q.p.value))]));
        nodes.push(c);
      });
    }
    if (points.length > 0) {
      nodes.push(svg('text', { x: L, y: H - 4 }, [document.createTextNode(points[0].label)]));
      if (points.length > 1) {
        nodes.push(svg('text', { x: W - 6, y: H - 4, 'text-anchor': 'end' }, [document.createTextNode(points[points.length - 1].label)]));
      }
    }
    return el('div', { class: 'chart' }, [el('h4', { text: title }),
      svg('svg', { viewBox: '0 0 ' + W + ' ' + H, width: '100%', role: 'img', 'aria-label': title }, nodes)]);
  }
  function renderQuality(answer) {
    if (answer.status !== 200) { fill($('quality'), [empty(answer.body ? answer.body.message : 'unavailable')]); return; }
    var q = answer.body, m = q.overall;
    var table = el('table', {}, [
      ['decisions', m.decisions], ['local handled', m.localHandled], ['caught bad changes', m.caughtBadChanges],
      ['wasted LLM calls', m.wastedLlmCalls + ' (' + usd(m.wastedCostUsd) + ')'], ['acceptance rate', rate(m.acceptanceRate)],
      ['token efficiency (commits / 1k tokens)', rate(m.tokenEfficiency)], ['calibration error', rate(m.calibration.expectedCalibrationError)],
      ['skip predictions', q.observation.open + ' open, ' + q.observation.resolved + ' resolved (' + q.observation.correct + ' right)'],
    ].map(function (row) { return el('tr', {}, [el('th', { text: row[0] }), el('td', { text: row[1] })]); }));
    var snaps = q.snapshots;
    var label = function (s) { return s.day.slice(5); };
    var charts = snaps.length === 0 ? empty('No daily snapshots yet: a run ends with one.') : el('div', { class: 'charts' }, [
      chart('decisions per day', snaps.map(function (s) { return { label: label(s), value: s.decisions.decisions }; }), 'bar'),
      chart('acceptance rate', snaps.map(function (s) { return { label: label(s), value: s.decisions.acceptanceRate }; }), 'line', 1),
      chart('caught bad changes', snaps.map(function (s) { return { label: label(s), value: s.decisions.caughtBadChanges }; }), 'bar'),
      chart('wasted LLM calls', snaps.map(function (s) { return { label: label(s), value: s.decisions.wastedLlmCalls }; }), 'bar'),
      chart('calibration error (lower is better)', snaps.map(function (s) { return { label: label(s), value: s.decisions.calibration.expectedCalibrationError }; }), 'line', 1),
      chart('spend per day (USD)', snaps.map(function (s) { return { label: label(s), value: s.decisions.costUsd }; }), 'bar'),
    ]);
    fill($('quality'), [el('div', { class: 'muted', text: q.window.from + ' .. ' + q.window.to + ' · ' + snaps.length + ' snapshot day(s)' }), table, charts]);
  }

  /* ---- audit ---- */
  function auditDetail(event) {
    var skip = { seq: 1, at: 1, type: 1, prev: 1 };
    return Object.keys(event).filter(function (k) { return !skip[k]; }).map(function (k) {
      var v = event[k];
      return k + '=' + (typeof v === 'string' ? v : JSON.stringify(v));
    }).join(' ').slice(0, 160);
  }
  async function loadAudit() {
    var offset = state.auditOffset === null ? Math.max(0, state.auditTotal - AUDIT_PAGE) : state.auditOffset;
    var answer = await getJson('/audit?offset=' + offset + '&limit=' + AUDIT_PAGE);
    if (answer.status !== 200) { fill($('audit'), [empty(answer.body ? answer.body.message : 'unavailable')]); return; }
    var page = answer.body;
    if (state.auditOffset === null && page.total > offset + AUDIT_PAGE) {
      state.auditTotal = page.total;
      return loadAudit();
    }
    state.auditTotal = page.total;
    var nav = el('div', { class: 'actions' }, [
      el('span', { class: 'muted', text: page.total === 0 ? 'no events' : 'events ' + (page.offset + 1) + '–' + (page.offset + page.events.length) + ' of ' + page.total }),
      el('button', { type: 'button', text: 'older', disabled: page.offset === 0 ? 'disabled' : null, onclick: function () {
        state.auditOffset = Math.max(0, page.offset - AUDIT_PAGE); loadAudit(); } }),
      el('button', { type: 'button', text: 'latest', onclick: function () { state.auditOffset = null; loadAudit(); } }),
    ]);
    var rows = page.events.slice().reverse().map(function (e) {
      return el('tr', {}, [el('td', { text: e.seq }), el('td', { text: when(e.at) }), el('td', {}, [el('code', { text: e.type })]), el('td', { class: 'muted', text: auditDetail(e) })]);
    });
    fill($('audit'), [nav, el('table', {}, [el('tr', {}, ['#', 'at', 'event', ''].map(function (h) { return el('th', { text: h }); }))].concat(rows))]);
  }

  /* ---- archive ---- */
  function renderArchive(answer) {
    if (answer.status !== 200) { fill($('archive'), [empty(answer.body ? answer.body.message : 'unavailable')]); return; }
    var items = answer.body.items.slice().reverse();
    fill($('archive'), [items.length === 0 ? empty('The archive is empty.') : el('table', {}, [el('tr', {}, ['id', 'created', 'label', 'bytes'].map(function (h) { return el('th', { text: h }); }))]
      .concat(items.slice(0, 30).map(function (i) {
        return el('tr', {}, [el('td', {}, [el('code', { text: i.id })]), el('td', { text: when(i.createdAt) }), el('td', { text: i.label }), el('td', { text: i.compressedBytes })]);
      })))].concat(answer.body.problems.map(function (p) { return el('div', { class: 'fail', text: p.file + ': ' + p.issues.join('; ') }); })));
  }

  /* ---- refresh ---- */
  async function refresh() {
    if (state.refreshing) { state.again = true; return; }
    state.refreshing = true;
    try {
      var results = await Promise.all(['/tasks', '/budget', '/benchmark', '/quality', '/archive'].map(getJson));
      if (results[0].status === 200) {
        renderCounts(results[0].body);
        renderBoard(results[0].body);
      } else {
        fill($('board'), [empty((results[0].body && results[0].body.message) || 'cannot read the ledger')]);
      }
      renderBudget(results[1]);
      renderBenchmark(results[2]);
      renderQuality(results[3]);
      renderArchive(results[4]);
      await Promise.all([loadAudit(), loadDetail()]);
      document.body.setAttribute('data-loaded', String(Date.now()));
    } catch (error) {
      notice('Refresh failed: ' + error.message);
    } finally {
      state.refreshing = false;
      if (state.again) { state.again = false; refresh(); }
    }
  }

  function connect() {
    var live = $('live');
    if (!window.EventSource) { setInterval(refresh, 3000); live.textContent = 'polling'; return; }
    var source = new EventSource('/events');
    source.addEventListener('open', function () { live.className = 'live on'; live.textContent = 'live'; });
    source.addEventListener('change', function () {
      live.textContent = 'live · updated ' + new Date().toLocaleTimeString();
      refresh();
    });
    source.addEventListener('error', function () { live.className = 'live off'; live.textContent = 'reconnecting…'; });
  }

  function start() {
    var match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
    if (match) {
      sessionStorage.setItem('govern-token', decodeURIComponent(match[1]));
      history.replaceState(null, '', location.pathname + location.search);
    }
    $('token').value = sessionStorage.getItem('govern-token') || '';
    $('by').value = localStorage.getItem('govern-by') || '';
    $('token').addEventListener('change', function () { sessionStorage.setItem('govern-token', token()); });
    $('by').addEventListener('change', function () { localStorage.setItem('govern-by', $('by').value.trim()); });
    $('auth').addEventListener('submit', function (event) { event.preventDefault(); });
    $('detail-close').addEventListener('click', function () { state.selected = null; $('detail').hidden = true; });
    refresh();
    connect();
  }

  if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', start); } else { start(); }
})();
`;
