// @ts-check
// The dashboard (served as /app.js; the page's CSP forbids inline script). Plain browser
// JavaScript with no build step: it fills index.html from the JSON endpoints.
'use strict';
(function () {
  var STATUSES = [
    'AWAITING_APPROVAL',
    'IN_PROGRESS',
    'PENDING',
    'DEFERRED',
    'FAILED',
    'QUARANTINED',
    'SKIPPED',
    'COMPLETED',
  ];
  var SVG = 'http://www.w3.org/2000/svg';
  var state = { selected: null, auditOffset: null, auditTotal: 0, refreshing: false, again: false };
  var AUDIT_PAGE = 25;

  function $(id) {
    return document.getElementById(id);
  }
  /** The token and name fields. @param {string} id @returns {HTMLInputElement} */
  function input(id) {
    return /** @type {HTMLInputElement} */ (document.getElementById(id));
  }

  /* Builds DOM nodes; text always goes through textContent, never innerHTML: task descriptions,
     reasons and findings are foreign text. */
  function el(tag, props, children) {
    var node = document.createElement(tag);
    props = props || {};
    Object.keys(props).forEach(function (key) {
      var value = props[key];
      if (value === undefined || value === null) {
        return;
      }
      if (key === 'text') {
        node.textContent = String(value);
      } else if (key === 'class') {
        node.className = value;
      } else if (key.slice(0, 2) === 'on') {
        node.addEventListener(key.slice(2), value);
      } else {
        node.setAttribute(key, String(value));
      }
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined || child === false) {
        return;
      }
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }
  function fill(node, children) {
    node.replaceChildren.apply(
      node,
      children.filter(function (c) {
        return c;
      }),
    );
  }
  function usd(value) {
    if (value === null || value === undefined) {
      return '-';
    }
    return '$' + value.toFixed(value !== 0 && Math.abs(value) < 0.01 ? 4 : 2);
  }
  function rate(value) {
    return value === null || value === undefined ? '-' : value.toFixed(2);
  }
  function short(sha) {
    return sha ? sha.slice(0, 12) : '';
  }
  function when(iso) {
    if (!iso) {
      return '';
    }
    var d = new Date(iso);
    return isNaN(d.getTime()) ? iso : d.toLocaleString();
  }
  function empty(text) {
    return el('div', { class: 'empty', text: text });
  }

  function token() {
    return input('token').value.trim();
  }

  async function getJson(path) {
    var res = await fetch(path, { headers: { accept: 'application/json' }, cache: 'no-store' });
    var body;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    return { status: res.status, body: body };
  }

  function notice(text, good) {
    var node = $('notice');
    node.textContent = text;
    node.className = good ? 'notice good' : 'notice';
    node.hidden = false;
  }

  /* ---- task board ---- */
  function renderCounts(board) {
    fill(
      $('counts'),
      STATUSES.map(function (status) {
        return el('div', { class: 'count s-' + status, 'data-status': status }, [
          el('b', { text: board.counts[status] || 0 }),
          status,
        ]);
      }),
    );
  }

  function actionsFor(task) {
    var reason = el('input', {
      type: 'text',
      placeholder: 'reason to reject',
      'aria-label': 'reason to reject ' + task.id,
    });
    var approve = el('button', {
      type: 'button',
      class: 'approve',
      'data-task': task.id,
      text: 'Approve',
    });
    var reject = el('button', {
      type: 'button',
      class: 'reject',
      'data-task': task.id,
      text: 'Reject',
    });
    approve.addEventListener('click', function (event) {
      event.stopPropagation();
      mutate(task.id, 'approve', {}, [approve, reject]);
    });
    reject.addEventListener('click', function (event) {
      event.stopPropagation();
      if (reason.value.trim() === '') {
        notice(
          'Say why ' +
            task.id +
            ' is rejected (the reason is recorded in the ledger and the audit log).',
        );
        reason.focus();
        return;
      }
      mutate(task.id, 'reject', { why: reason.value.trim() }, [approve, reject]);
    });
    reason.addEventListener('click', function (event) {
      event.stopPropagation();
    });
    return el('div', { class: 'actions' }, [approve, reject, reason]);
  }

  function card(task) {
    var max = task.maxRetries + 1;
    var meta = [
      el('span', {
        text:
          task.attempts +
          ' attempt' +
          (task.attempts === 1 ? '' : 's') +
          ' · retries ' +
          task.retryCount +
          '/' +
          task.maxRetries,
      }),
    ];
    if (task.lastFailingGate) {
      meta.push(
        ' ',
        el('span', { class: 'gate', title: 'last failing gate', text: task.lastFailingGate }),
      );
    }
    if (task.commit) {
      meta.push(' ', el('code', { text: short(task.commit) }));
    }
    if (task.decision && task.decision.reused) {
      meta.push(' ', el('span', { class: 'muted', text: 'reused' }));
    }
    // Shadow mode lets flagged text through; the board says so rather than showing a clean pass.
    var shadow = (task.verificationLogs || []).some(function (log) {
      return (
        log.attempt === task.attempts && log.gate === 'INJECTION' && log.passed && log.findings > 0
      );
    });
    if (shadow) {
      meta.push(
        ' ',
        el('span', {
          class: 'gate shadow',
          title: 'INJECTION findings recorded in shadow mode, not blocked',
          text: 'shadow: injection',
        }),
      );
    }
    // SECURITY_REGRESSION notes: a protection gone from rewritten code, landed for review.
    var notes = (task.verificationLogs || []).some(function (log) {
      return (
        log.attempt === task.attempts &&
        log.gate === 'SECURITY_REGRESSION' &&
        log.passed &&
        log.findings > 0
      );
    });
    if (notes) {
      meta.push(
        ' ',
        el('span', {
          class: 'gate shadow',
          title: 'SECURITY_REGRESSION notes: a protection gone from rewritten code, to review',
          text: 'notes: security',
        }),
      );
    }
    return el(
      'div',
      {
        class: 'card s-' + task.status,
        'data-task': task.id,
        tabindex: 0,
        title: task.reason || task.description,
        onclick: function () {
          select(task.id);
        },
      },
      [
        el('div', { class: 'id', text: task.id + ' ' }, [
          el('span', { class: 'muted', text: task.category }),
        ]),
        el('div', { class: 'desc', text: task.description }),
        el('div', { class: 'meta', title: 'up to ' + max + ' attempts' }, meta),
        task.reason && task.status !== 'COMPLETED'
          ? el('div', { class: 'desc', text: task.reason })
          : null,
        task.status === 'AWAITING_APPROVAL' ? actionsFor(task) : null,
      ],
    );
  }

  /* ---- distributed mode: the workers the coordinator last saw ---- */
  function renderWorkers(queue) {
    var box = $('workers');
    if (!queue || queue.workers.length === 0) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    fill(
      box,
      [el('h3', { text: 'Workers · ' + queue.workers.length })].concat(
        queue.workers.map(function (worker) {
          return el('div', {
            class: 'worker',
            text:
              worker.id +
              ' on ' +
              worker.host +
              ' · ' +
              (worker.tasks.length === 0 ? 'idle' : 'running ' + worker.tasks.join(', ')) +
              ' · last heartbeat ' +
              when(new Date(worker.heartbeat).toISOString()),
          });
        }),
      ),
    );
  }

  function renderBoard(board) {
    $('project').textContent = board.projectName;
    document.title = 'govern · ' + board.projectName;
    var running = $('running');
    if (board.lockedBy) {
      running.hidden = false;
      running.textContent =
        '▶ ' +
        board.lockedBy.command +
        ' is working (pid ' +
        board.lockedBy.pid +
        ', since ' +
        when(board.lockedBy.since) +
        ')';
    } else {
      running.hidden = true;
    }
    renderWorkers(board.queue);
    if (board.tasks.length === 0) {
      fill($('board'), [empty('No tasks yet: add some with govern add --file tasks.json.')]);
      return;
    }
    fill(
      $('board'),
      STATUSES.filter(function (status) {
        return board.counts[status] > 0;
      }).map(function (status) {
        return el(
          'div',
          { class: 'column', 'data-column': status },
          [el('h3', { text: status + ' · ' + board.counts[status] })].concat(
            board.tasks
              .filter(function (t) {
                return t.status === status;
              })
              .map(card),
          ),
        );
      }),
    );
  }

  /* ---- approve / reject ---- */
  async function mutate(id, action, body, buttons) {
    buttons.forEach(function (b) {
      b.disabled = true;
    });
    var by = input('by').value.trim();
    if (by) {
      body.by = by;
    }
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (token()) {
      headers.authorization = 'Bearer ' + token();
    }
    try {
      var res = await fetch('/tasks/' + encodeURIComponent(id) + '/' + action, {
        method: 'POST',
        headers: headers,
        body: JSON.stringify(body),
      });
      var answer;
      try {
        answer = await res.json();
      } catch {
        answer = null;
      }
      if (res.ok) {
        notice(
          action === 'approve'
            ? id + ' approved and landed: commit ' + short(answer && answer.commit)
            : id + ' rejected: its change was discarded and the task is FAILED',
          true,
        );
      } else if (res.status === 401) {
        notice(
          '401 Unauthorized: ' +
            id +
            ' was not changed. Enter the token govern serve printed at start.',
        );
      } else {
        notice(
          res.status +
            ': ' +
            ((answer && answer.message) || res.statusText) +
            (answer && answer.hint ? ' (' + answer.hint + ')' : ''),
        );
      }
    } catch (error) {
      notice('Request failed: ' + error.message);
    } finally {
      buttons.forEach(function (b) {
        b.disabled = false;
      });
      refresh();
    }
  }

  /* ---- a task's timeline ---- */
  function select(id) {
    state.selected = id;
    $('detail').hidden = false;
    $('detail-id').textContent = id;
    loadDetail();
  }

  function verdictRow(v) {
    var findings = (v.findings || []).slice(0, 5).map(function (f) {
      return el('div', {
        class: 'finding',
        text:
          (f.file ? f.file + (f.line ? ':' + f.line : '') + ' ' : '') +
          '[' +
          f.rule +
          '] ' +
          f.message,
      });
    });
    if ((v.findings || []).length > 5) {
      findings.push(el('div', { class: 'muted', text: '… ' + (v.findings.length - 5) + ' more' }));
    }
    return el(
      'div',
      {},
      [
        el('span', { class: v.passed ? 'pass' : 'fail', text: (v.passed ? '✔ ' : '✘ ') + v.gate }),
        el('span', { class: 'muted', text: ' ' + v.durationMs + ' ms' }),
      ].concat(findings),
    );
  }

  async function loadDetail() {
    var id = state.selected;
    if (!id) {
      return;
    }
    var answer = await getJson('/tasks/' + encodeURIComponent(id));
    if (state.selected !== id) {
      return;
    }
    if (answer.status !== 200) {
      fill($('timeline'), [empty((answer.body && answer.body.message) || 'cannot load ' + id)]);
      return;
    }
    var task = answer.body.task;
    var head = el('div', {}, [
      el('div', {}, [
        el('b', { text: task.status }),
        ' · ' + task.category + ' · ',
        el('code', { text: [].concat(task.targetPath).join(', ') }),
      ]),
      el('div', { text: task.description }),
      task.reason ? el('div', { class: 'muted', text: task.reason }) : null,
      task.decision
        ? el('div', {
            class: 'muted',
            text:
              'decision ' +
              task.decision.kind +
              (task.decision.tier !== null && task.decision.tier !== undefined
                ? ' · tier ' + task.decision.tier
                : '') +
              (task.decision.agent ? ' · ' + task.decision.agent : '') +
              ' · ' +
              usd(task.decision.costUsd),
          })
        : null,
      task.commit ? el('div', {}, ['commit ', el('code', { text: task.commit })]) : null,
    ]);
    var attempts = answer.body.attempts.map(function (a) {
      var agent = a.agent
        ? a.agent.name +
          ' (exit ' +
          a.agent.exitCode +
          (a.agent.timedOut ? ', timed out' : '') +
          ', ' +
          usd(a.agent.costUsd) +
          ', ' +
          a.agent.durationMs +
          ' ms)'
        : 'no agent';
      return el(
        'div',
        { class: 'attempt ' + a.outcome, 'data-attempt': a.attempt },
        [
          el('div', {}, [
            el('b', { text: 'Attempt ' + a.attempt }),
            ' · ' + a.outcome + ' · ' + when(a.startedAt),
          ]),
          el('div', { class: 'muted', text: agent + ' · base ' + short(a.baseCommit) }),
          a.changedFiles.length
            ? el('div', { class: 'muted', text: 'changed: ' + a.changedFiles.join(', ') })
            : null,
          a.commit ? el('div', {}, ['commit ', el('code', { text: a.commit })]) : null,
        ].concat(a.verdicts.map(verdictRow)),
      );
    });
    var problems = answer.body.problems.map(function (p) {
      return el('div', { class: 'fail', text: p });
    });
    fill(
      $('timeline'),
      [head].concat(attempts.length ? attempts : [empty('no attempts recorded')], problems),
    );
  }

  /* ---- budget ---- */
  /* A table with a header row over `rows` (tr nodes). */
  function headedTable(headers, rows) {
    return el(
      'table',
      {},
      [
        el(
          'tr',
          {},
          headers.map(function (h) {
            return el('th', { text: h });
          }),
        ),
      ].concat(rows),
    );
  }
  /* A row of text cells. */
  function textRow(cells) {
    return el(
      'tr',
      {},
      cells.map(function (c) {
        return el('td', { text: c });
      }),
    );
  }
  function renderBudget(answer) {
    if (answer.status !== 200) {
      fill($('budget'), [empty(answer.body ? answer.body.message : 'unavailable')]);
      return;
    }
    var b = answer.body;
    var parts = budgetHeadline(b);
    if (b.agents.length) {
      parts.push(
        headedTable(
          ['tier', 'agent', 'calls', 'cost', 'tokens in/out'],
          b.agents.map(function (a) {
            return textRow([
              a.tier,
              a.agent,
              a.calls,
              usd(a.costUsd),
              a.tokens.input + ' / ' + a.tokens.output,
            ]);
          }),
        ),
      );
    }
    parts.push(
      headedTable(
        ['rung', 'agent', 'calls today'],
        b.ladder.map(function (r) {
          return textRow([
            'tier ' + r.tier,
            r.agent,
            r.callsToday + (r.dailyCallCap === null ? '' : ' / ' + r.dailyCallCap),
          ]);
        }),
      ),
    );
    fill($('budget'), parts);
    sizeBars($('budget'));
  }
  /* Spent today, and against the daily ceiling when there is one: a meter and what is left. */
  function budgetHeadline(b) {
    var parts = [
      el('div', {
        class: 'big',
        text: usd(b.spentUsd) + (b.dailyUsd === null ? '' : ' of ' + usd(b.dailyUsd)),
      }),
    ];
    if (b.dailyUsd === null) {
      parts.push(
        el('div', {
          class: 'muted',
          text: 'no daily ceiling set (budget.dailyUsd) · ' + b.day + ' UTC',
        }),
      );
      return parts;
    }
    var share = b.dailyUsd > 0 ? Math.min(1, b.spentUsd / b.dailyUsd) : 1;
    parts.push(
      el(
        'div',
        {
          class: 'bar' + (share >= 1 ? ' over' : ''),
          role: 'meter',
          'aria-valuenow': b.spentUsd,
          'aria-valuemax': b.dailyUsd,
          title: Math.round(share * 100) + '% of the daily ceiling',
        },
        [el('div', { style: null, 'data-share': share })],
      ),
    );
    parts.push(
      el('div', {
        class: 'muted',
        text:
          usd(b.remainingUsd) +
          ' left today (' +
          b.day +
          ' UTC)' +
          (b.perTaskUsd === null ? '' : ' · per task ' + usd(b.perTaskUsd)),
      }),
    );
    return parts;
  }

  /* Bar widths are set from script (CSP forbids inline style attributes in markup). */
  function sizeBars(root) {
    root.querySelectorAll('[data-share]').forEach(function (node) {
      node.style.width = (Number(node.getAttribute('data-share')) * 100).toFixed(1) + '%';
    });
  }

  /* ---- benchmark ---- */
  function gapsOf(card) {
    var lists = [
      card.gaps,
      card.documentedGaps,
      Array.isArray(card.knownGaps) ? card.knownGaps : null,
    ];
    for (var i = 0; i < lists.length; i += 1) {
      if (Array.isArray(lists[i])) {
        return lists[i];
      }
    }
    var results =
      card.results || card.caseResults || (Array.isArray(card.cases) ? card.cases : null);
    return Array.isArray(results)
      ? results.filter(function (r) {
          return r && r.knownGap;
        })
      : [];
  }
  function gapText(gap) {
    if (typeof gap === 'string') {
      return gap;
    }
    var name = gap.name || gap.id || gap.case || 'case';
    var why =
      gap.knownGap && typeof gap.knownGap === 'string'
        ? gap.knownGap
        : gap.reason || gap.note || gap.description || '';
    return name + (why ? ': ' + why : '');
  }
  function renderBenchmark(answer) {
    if (answer.status !== 200) {
      fill($('benchmark'), [
        empty((answer.body && answer.body.message) || 'no scorecard'),
        answer.body && answer.body.hint
          ? el('div', { class: 'muted', text: answer.body.hint })
          : null,
      ]);
      return;
    }
    var c = answer.body.scorecard;
    var gaps = gapsOf(c);
    var gapCount = typeof c.knownGaps === 'number' ? c.knownGaps : gaps.length;
    var parts = [
      el('div', { class: 'big', text: c.passed + ' / ' + c.cases + ' passed' }),
      el('div', {
        class: c.failed > 0 ? 'fail' : 'muted',
        text:
          c.failed +
          ' failed · ' +
          gapCount +
          ' documented gap' +
          (gapCount === 1 ? '' : 's') +
          (c.generatedAt ? ' · ' + when(c.generatedAt) : ''),
      }),
    ];
    if (c.packs) {
      parts.push(packTable(c.packs));
    }
    if (c.injection) {
      parts.push(injectionLine(c.injection));
    }
    parts.push(el('h4', { text: 'Documented gaps (reproduced, not wins)' }));
    parts.push(
      gaps.length
        ? el(
            'ul',
            {},
            gaps.map(function (g) {
              return el('li', { text: gapText(g) });
            }),
          )
        : empty(gapCount > 0 ? gapCount + ' gap(s); the scorecard lists no details' : 'none'),
    );
    fill($('benchmark'), parts);
    sizeBars($('benchmark'));
  }

  /* Passed cases per pack, with a bar each. */
  function packTable(packs) {
    return headedTable(
      ['pack', 'passed', ''],
      Object.keys(packs).map(function (name) {
        var p = packs[name];
        var share = p.cases > 0 ? p.passed / p.cases : 0;
        return el('tr', {}, [
          el('td', { text: name }),
          el('td', { text: p.passed + ' / ' + p.cases }),
          el('td', {}, [el('div', { class: 'bar' }, [el('div', { 'data-share': share })])]),
        ]);
      }),
    );
  }
  /* The injection pack's counts, the ones the scorecard has. */
  function injectionLine(inj) {
    return el('div', {
      class: 'muted',
      text:
        'injection: ' +
        ['attacks', 'controls', 'detected', 'falsePositives', 'driftChecked', 'drifted']
          .filter(function (k) {
            return inj[k] !== undefined;
          })
          .map(function (k) {
            return k + ' ' + inj[k];
          })
          .join(' · '),
    });
  }

  /* ---- quality charts (inline SVG) ---- */
  function svg(tag, attrs, children) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) {
      node.setAttribute(k, String(attrs[k]));
    });
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }
  function chart(title, points, kind, max) {
    var top =
      max !== undefined
        ? max
        : Math.max(
            1,
            Math.max.apply(
              null,
              points.map(function (p) {
                return p.value || 0;
              }),
            ),
          );
    var g = chartGeometry(points, top);
    var nodes = [
      svg('line', {
        x1: g.L,
        y1: g.T + g.innerH,
        x2: g.W - 6,
        y2: g.T + g.innerH,
        stroke: '#cbd5e0',
      }),
      svg('text', { x: 2, y: g.T + 8 }, [document.createTextNode(String(+top.toFixed(2)))]),
      svg('text', { x: 2, y: g.T + g.innerH }, [document.createTextNode('0')]),
    ];
    nodes = nodes.concat(kind === 'bar' ? barMarks(points, g) : lineMarks(points, g));
    if (points.length > 0) {
      nodes.push(svg('text', { x: g.L, y: g.H - 4 }, [document.createTextNode(points[0].label)]));
      if (points.length > 1) {
        nodes.push(
          svg('text', { x: g.W - 6, y: g.H - 4, 'text-anchor': 'end' }, [
            document.createTextNode(points[points.length - 1].label),
          ]),
        );
      }
    }
    return el('div', { class: 'chart' }, [
      el('h4', { text: title }),
      svg(
        'svg',
        { viewBox: '0 0 ' + g.W + ' ' + g.H, width: '100%', role: 'img', 'aria-label': title },
        nodes,
      ),
    ]);
  }
  /* The chart's box (width, height, left, bottom and top margins), one column per point,
     and the y of a value against `top`. */
  function chartGeometry(points, top) {
    var W = 280,
      H = 110,
      L = 28,
      B = 18,
      T = 8;
    var innerW = W - L - 6,
      innerH = H - B - T;
    return {
      W: W,
      H: H,
      L: L,
      T: T,
      innerH: innerH,
      top: top,
      step: points.length > 0 ? innerW / points.length : innerW,
      y: function (v) {
        return T + innerH - (v / top) * innerH;
      },
    };
  }
  /* One bar per point, centred in its column, with the value as its tooltip. */
  function barMarks(points, g) {
    return points.map(function (p, i) {
      var h = ((p.value || 0) / g.top) * g.innerH;
      var w = Math.min(36, Math.max(1, g.step - 2));
      var r = svg('rect', {
        x: g.L + i * g.step + (g.step - w) / 2,
        y: g.T + g.innerH - h,
        width: w,
        height: h,
        fill: '#4299e1',
      });
      r.appendChild(svg('title', {}, [document.createTextNode(p.label + ': ' + p.value)]));
      return r;
    });
  }
  /* A line through the points that have a value (a null one is skipped, not drawn as zero),
     and a dot with a tooltip on each. */
  function lineMarks(points, g) {
    var nodes = [];
    var known = points
      .map(function (p, i) {
        return { p: p, i: i };
      })
      .filter(function (q) {
        return q.p.value !== null;
      });
    if (known.length > 1) {
      nodes.push(
        svg('polyline', {
          fill: 'none',
          stroke: '#38a169',
          'stroke-width': 2,
          points: known
            .map(function (q) {
              return g.L + q.i * g.step + g.step / 2 + ',' + g.y(q.p.value);
            })
            .join(' '),
        }),
      );
    }
    known.forEach(function (q) {
      var c = svg('circle', {
        cx: g.L + q.i * g.step + g.step / 2,
        cy: g.y(q.p.value),
        r: 3,
        fill: '#38a169',
      });
      c.appendChild(
        svg('title', {}, [document.createTextNode(q.p.label + ': ' + rate(q.p.value))]),
      );
      nodes.push(c);
    });
    return nodes;
  }
  function renderQuality(answer) {
    if (answer.status !== 200) {
      fill($('quality'), [empty(answer.body ? answer.body.message : 'unavailable')]);
      return;
    }
    var q = answer.body;
    var snaps = q.snapshots;
    fill($('quality'), [
      el('div', {
        class: 'muted',
        text: q.window.from + ' .. ' + q.window.to + ' · ' + snaps.length + ' snapshot day(s)',
      }),
      qualityTable(q),
      qualityCharts(snaps),
    ]);
  }
  /* The decision metrics over the whole window. */
  function qualityTable(q) {
    var m = q.overall;
    return el(
      'table',
      {},
      [
        ['decisions', m.decisions],
        ['local handled', m.localHandled],
        ['caught bad changes', m.caughtBadChanges],
        ['wasted LLM calls', m.wastedLlmCalls + ' (' + usd(m.wastedCostUsd) + ')'],
        ['acceptance rate', rate(m.acceptanceRate)],
        ['token efficiency (commits / 1k tokens)', rate(m.tokenEfficiency)],
        ['calibration error', rate(m.calibration.expectedCalibrationError)],
        [
          'context tokens saved by reference IR',
          q.context && q.context.savedShare !== null
            ? (q.context.savedShare * 100).toFixed(1) + '% over ' + q.context.attempts + ' attempts'
            : '-',
        ],
        [
          'skip predictions',
          q.observation.open +
            ' open, ' +
            q.observation.resolved +
            ' resolved (' +
            q.observation.correct +
            ' right)',
        ],
      ].map(function (row) {
        return el('tr', {}, [el('th', { text: row[0] }), el('td', { text: row[1] })]);
      }),
    );
  }
  /* One chart per metric over the daily snapshots. */
  function qualityCharts(snaps) {
    var label = function (s) {
      return s.day.slice(5);
    };
    return snaps.length === 0
      ? empty('No daily snapshots yet: a run ends with one.')
      : el('div', { class: 'charts' }, [
          chart(
            'decisions per day',
            snaps.map(function (s) {
              return { label: label(s), value: s.decisions.decisions };
            }),
            'bar',
          ),
          chart(
            'acceptance rate',
            snaps.map(function (s) {
              return { label: label(s), value: s.decisions.acceptanceRate };
            }),
            'line',
            1,
          ),
          chart(
            'caught bad changes',
            snaps.map(function (s) {
              return { label: label(s), value: s.decisions.caughtBadChanges };
            }),
            'bar',
          ),
          chart(
            'wasted LLM calls',
            snaps.map(function (s) {
              return { label: label(s), value: s.decisions.wastedLlmCalls };
            }),
            'bar',
          ),
          chart(
            'calibration error (lower is better)',
            snaps.map(function (s) {
              return { label: label(s), value: s.decisions.calibration.expectedCalibrationError };
            }),
            'line',
            1,
          ),
          chart(
            'spend per day (USD)',
            snaps.map(function (s) {
              return { label: label(s), value: s.decisions.costUsd };
            }),
            'bar',
          ),
        ]);
  }

  /* ---- audit ---- */
  function auditDetail(event) {
    var skip = { seq: 1, at: 1, type: 1, prev: 1 };
    return Object.keys(event)
      .filter(function (k) {
        return !skip[k];
      })
      .map(function (k) {
        var v = event[k];
        return k + '=' + (typeof v === 'string' ? v : JSON.stringify(v));
      })
      .join(' ')
      .slice(0, 160);
  }
  async function loadAudit() {
    var offset =
      state.auditOffset === null ? Math.max(0, state.auditTotal - AUDIT_PAGE) : state.auditOffset;
    var answer = await getJson('/audit?offset=' + offset + '&limit=' + AUDIT_PAGE);
    if (answer.status !== 200) {
      fill($('audit'), [empty(answer.body ? answer.body.message : 'unavailable')]);
      return;
    }
    var page = answer.body;
    if (state.auditOffset === null && page.total > offset + AUDIT_PAGE) {
      state.auditTotal = page.total;
      return loadAudit();
    }
    state.auditTotal = page.total;
    var nav = el('div', { class: 'actions' }, [
      el('span', {
        class: 'muted',
        text:
          page.total === 0
            ? 'no events'
            : 'events ' +
              (page.offset + 1) +
              '–' +
              (page.offset + page.events.length) +
              ' of ' +
              page.total,
      }),
      el('button', {
        type: 'button',
        text: 'older',
        disabled: page.offset === 0 ? 'disabled' : null,
        onclick: function () {
          state.auditOffset = Math.max(0, page.offset - AUDIT_PAGE);
          loadAudit();
        },
      }),
      el('button', {
        type: 'button',
        text: 'latest',
        onclick: function () {
          state.auditOffset = null;
          loadAudit();
        },
      }),
    ]);
    var rows = page.events
      .slice()
      .reverse()
      .map(function (e) {
        return el('tr', {}, [
          el('td', { text: e.seq }),
          el('td', { text: when(e.at) }),
          el('td', {}, [el('code', { text: e.type })]),
          el('td', { class: 'muted', text: auditDetail(e) }),
        ]);
      });
    fill($('audit'), [nav, headedTable(['#', 'at', 'event', ''], rows)]);
  }

  /* ---- archive ---- */
  function renderArchive(answer) {
    if (answer.status !== 200) {
      fill($('archive'), [empty(answer.body ? answer.body.message : 'unavailable')]);
      return;
    }
    var items = answer.body.items.slice().reverse();
    fill(
      $('archive'),
      [
        items.length === 0
          ? empty('The archive is empty.')
          : headedTable(
              ['id', 'created', 'label', 'bytes'],
              items.slice(0, 30).map(function (i) {
                return el('tr', {}, [
                  el('td', {}, [el('code', { text: i.id })]),
                  el('td', { text: when(i.createdAt) }),
                  el('td', { text: i.label }),
                  el('td', { text: i.compressedBytes }),
                ]);
              }),
            ),
      ].concat(
        answer.body.problems.map(function (p) {
          return el('div', { class: 'fail', text: p.file + ': ' + p.issues.join('; ') });
        }),
      ),
    );
  }

  /* ---- refresh ---- */
  async function refresh() {
    if (state.refreshing) {
      state.again = true;
      return;
    }
    state.refreshing = true;
    try {
      var results = await Promise.all(
        ['/tasks', '/budget', '/benchmark', '/quality', '/archive'].map(getJson),
      );
      if (results[0].status === 200) {
        renderCounts(results[0].body);
        renderBoard(results[0].body);
      } else {
        fill($('board'), [
          empty((results[0].body && results[0].body.message) || 'cannot read the ledger'),
        ]);
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
      if (state.again) {
        state.again = false;
        refresh();
      }
    }
  }

  function connect() {
    var live = $('live');
    if (!window.EventSource) {
      setInterval(refresh, 3000);
      live.textContent = 'polling';
      return;
    }
    var source = new EventSource('/events');
    source.addEventListener('open', function () {
      live.className = 'live on';
      live.textContent = 'live';
    });
    source.addEventListener('change', function () {
      live.textContent = 'live · updated ' + new Date().toLocaleTimeString();
      refresh();
    });
    source.addEventListener('error', function () {
      live.className = 'live off';
      live.textContent = 'reconnecting…';
    });
  }

  function start() {
    var match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
    if (match) {
      sessionStorage.setItem('govern-token', decodeURIComponent(match[1]));
      history.replaceState(null, '', location.pathname + location.search);
    }
    input('token').value = sessionStorage.getItem('govern-token') || '';
    input('by').value = localStorage.getItem('govern-by') || '';
    $('token').addEventListener('change', function () {
      sessionStorage.setItem('govern-token', token());
    });
    $('by').addEventListener('change', function () {
      localStorage.setItem('govern-by', input('by').value.trim());
    });
    $('auth').addEventListener('submit', function (event) {
      event.preventDefault();
    });
    $('detail-close').addEventListener('click', function () {
      state.selected = null;
      $('detail').hidden = true;
    });
    refresh();
    connect();
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
