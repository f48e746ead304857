// The dashboard's script, served as /app.js (a file of its own so the page's CSP can forbid
// inline script). Plain browser JavaScript with no build step, kept free of backticks and
// dollar-brace so it can live in template literals. Split in two files by panel; the two
// halves are one function, joined in PAGE_SCRIPT.
import { PAGE_SCRIPT_PANELS } from './page-script-panels.js';

const PAGE_SCRIPT_BOARD = String.raw`'use strict';
(function () {
  var STATUSES = ['AWAITING_APPROVAL', 'IN_PROGRESS', 'PENDING', 'DEFERRED', 'FAILED',
    'QUARANTINED', 'SKIPPED', 'COMPLETED'];
  var SVG = 'http://www.w3.org/2000/svg';
  var state = { selected: null, auditOffset: null, auditTotal: 0, refreshing: false, again: false };
  var AUDIT_PAGE = 25;

  function $(id) { return document.getElementById(id); }

  /* Builds DOM nodes; text always goes through textContent, never innerHTML: task descriptions,
     reasons and findings are foreign text. */
  function el(tag, props, children) {
    var node = document.createElement(tag);
    props = props || {};
    Object.keys(props).forEach(function (key) {
      var value = props[key];
      if (value === undefined || value === null) { return; }
      if (key === 'text') { node.textContent = String(value); }
      else if (key === 'class') { node.className = value; }
      else if (key.slice(0, 2) === 'on') { node.addEventListener(key.slice(2), value); }
      else { node.setAttribute(key, String(value)); }
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined || child === false) { return; }
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
    return node;
  }
  function fill(node, children) {
    node.replaceChildren.apply(node, children.filter(function (c) { return c; }));
  }
  function usd(value) {
    if (value === null || value === undefined) { return '-'; }
    return '$' + value.toFixed(value !== 0 && Math.abs(value) < 0.01 ? 4 : 2);
  }
  function rate(value) { return value === null || value === undefined ? '-' : value.toFixed(2); }
  function short(sha) { return sha ? sha.slice(0, 12) : ''; }
  function when(iso) {
    if (!iso) { return ''; }
    var d = new Date(iso);
    return isNaN(d.getTime()) ? iso : d.toLocaleString();
  }
  function empty(text) { return el('div', { class: 'empty', text: text }); }

  function token() { return $('token').value.trim(); }

  async function getJson(path) {
    var res = await fetch(path, { headers: { accept: 'application/json' }, cache: 'no-store' });
    var body = null;
    try { body = await res.json(); } catch (e) { body = null; }
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
    fill($('counts'), STATUSES.map(function (status) {
      return el('div', { class: 'count s-' + status, 'data-status': status }, [
        el('b', { text: board.counts[status] || 0 }), status]);
    }));
  }

  function actionsFor(task) {
    var reason = el('input', { type: 'text', placeholder: 'reason to reject', 'aria-label': 'reason to reject ' + task.id });
    var approve = el('button', { type: 'button', class: 'approve', 'data-task': task.id, text: 'Approve' });
    var reject = el('button', { type: 'button', class: 'reject', 'data-task': task.id, text: 'Reject' });
    approve.addEventListener('click', function (event) {
      event.stopPropagation();
      mutate(task.id, 'approve', {}, [approve, reject]);
    });
    reject.addEventListener('click', function (event) {
      event.stopPropagation();
      if (reason.value.trim() === '') {
        notice('Say why ' + task.id + ' is rejected (the reason is recorded in the ledger and the audit log).');
        reason.focus();
        return;
      }
      mutate(task.id, 'reject', { why: reason.value.trim() }, [approve, reject]);
    });
    reason.addEventListener('click', function (event) { event.stopPropagation(); });
    return el('div', { class: 'actions' }, [approve, reject, reason]);
  }

  function card(task) {
    var max = task.maxRetries + 1;
    var meta = [el('span', { text: task.attempts + ' attempt' + (task.attempts === 1 ? '' : 's') +
      ' · retries ' + task.retryCount + '/' + task.maxRetries })];
    if (task.lastFailingGate) {
      meta.push(' ', el('span', { class: 'gate', title: 'last failing gate', text: task.lastFailingGate }));
    }
    if (task.commit) { meta.push(' ', el('code', { text: short(task.commit) })); }
    if (task.decision && task.decision.reused) { meta.push(' ', el('span', { class: 'muted', text: 'reused' })); }
    // Shadow mode lets flagged text through; the board says so rather than showing a clean pass.
    var shadow = (task.verificationLogs || []).some(function (log) {
      return log.attempt === task.attempts && log.gate === 'INJECTION' && log.passed && log.findings > 0;
    });
    if (shadow) {
      meta.push(' ', el('span', { class: 'gate shadow', title: 'INJECTION findings recorded in shadow mode, not blocked', text: 'shadow: injection' }));
    }
    return el('div', {
      class: 'card s-' + task.status, 'data-task': task.id, tabindex: 0,
      title: task.reason || task.description, onclick: function () { select(task.id); },
    }, [
      el('div', { class: 'id', text: task.id + ' ' }, [el('span', { class: 'muted', text: task.category })]),
      el('div', { class: 'desc', text: task.description }),
      el('div', { class: 'meta', title: 'up to ' + max + ' attempts' }, meta),
      task.reason && task.status !== 'COMPLETED' ? el('div', { class: 'desc', text: task.reason }) : null,
      task.status === 'AWAITING_APPROVAL' ? actionsFor(task) : null,
    ]);
  }

  function renderBoard(board) {
    $('project').textContent = board.projectName;
    document.title = 'govern · ' + board.projectName;
    var running = $('running');
    if (board.lockedBy) {
      running.hidden = false;
      running.textContent = '▶ ' + board.lockedBy.command + ' is working (pid ' + board.lockedBy.pid +
        ', since ' + when(board.lockedBy.since) + ')';
    } else {
      running.hidden = true;
    }
    if (board.tasks.length === 0) {
      fill($('board'), [empty('No tasks yet: add some with govern add --file tasks.json.')]);
      return;
    }
    fill($('board'), STATUSES.filter(function (status) { return board.counts[status] > 0; }).map(function (status) {
      return el('div', { class: 'column', 'data-column': status }, [el('h3', { text: status + ' · ' + board.counts[status] })]
        .concat(board.tasks.filter(function (t) { return t.status === status; }).map(card)));
    }));
  }

  /* ---- approve / reject ---- */
  async function mutate(id, action, body, buttons) {
    buttons.forEach(function (b) { b.disabled = true; });
    var by = $('by').value.trim();
    if (by) { body.by = by; }
    var headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (token()) { headers.authorization = 'Bearer ' + token(); }
    try {
      var res = await fetch('/tasks/' + encodeURIComponent(id) + '/' + action, {
        method: 'POST', headers: headers, body: JSON.stringify(body),
      });
      var answer = null;
      try { answer = await res.json(); } catch (e) { answer = null; }
      if (res.ok) {
        notice(action === 'approve'
          ? id + ' approved and landed: commit ' + short(answer && answer.commit)
          : id + ' rejected: its change was discarded and the task is FAILED', true);
      } else if (res.status === 401) {
        notice('401 Unauthorized: ' + id + ' was not changed. Enter the token govern serve printed at start.');
      } else {
        notice(res.status + ': ' + ((answer && answer.message) || res.statusText) +
          (answer && answer.hint ? ' (' + answer.hint + ')' : ''));
      }
    } catch (error) {
      notice('Request failed: ' + error.message);
    } finally {
      buttons.forEach(function (b) { b.disabled = false; });
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
      return el('div', { class: 'finding', text: (f.file ? f.file + (f.line ? ':' + f.line : '') + ' ' : '') +
        '[' + f.rule + '] ' + f.message });
    });
    if ((v.findings || []).length > 5) { findings.push(el('div', { class: 'muted', text: '… ' + (v.findings.length - 5) + ' more' })); }
    return el('div', {}, [el('span', { class: v.passed ? 'pass' : 'fail', text: (v.passed ? '✔ ' : '✘ ') + v.gate }),
      el('span', { class: 'muted', text: ' ' + v.durationMs + ' ms' })].concat(findings));
  }

  async function loadDetail() {
    var id = state.selected;
    if (!id) { return; }
    var answer = await getJson('/tasks/' + encodeURIComponent(id));
    if (state.selected !== id) { return; }
    if (answer.status !== 200) {
      fill($('timeline'), [empty((answer.body && answer.body.message) || 'cannot load ' + id)]);
      return;
    }
    var task = answer.body.task;
    var head = el('div', {}, [
      el('div', {}, [el('b', { text: task.status }), ' · ' + task.category + ' · ', el('code', { text: [].concat(task.targetPath).join(', ') })]),
      el('div', { text: task.description }),
      task.reason ? el('div', { class: 'muted', text: task.reason }) : null,
      task.decision ? el('div', { class: 'muted', text: 'decision ' + task.decision.kind +
        (task.decision.tier !== null && task.decision.tier !== undefined ? ' · tier ' + task.decision.tier : '') +
        (task.decision.agent ? ' · ' + task.decision.agent : '') + ' · ' + usd(task.decision.costUsd) }) : null,
      task.commit ? el('div', {}, ['commit ', el('code', { text: task.commit })]) : null,
    ]);
    var attempts = answer.body.attempts.map(function (a) {
      var agent = a.agent ? a.agent.name + ' (exit ' + a.agent.exitCode + (a.agent.timedOut ? ', timed out' : '') +
        ', ' + usd(a.agent.costUsd) + ', ' + a.agent.durationMs + ' ms)' : 'no agent';
      return el('div', { class: 'attempt ' + a.outcome, 'data-attempt': a.attempt }, [
        el('div', {}, [el('b', { text: 'Attempt ' + a.attempt }), ' · ' + a.outcome + ' · ' + when(a.startedAt)]),
        el('div', { class: 'muted', text: agent + ' · base ' + short(a.baseCommit) }),
        a.changedFiles.length ? el('div', { class: 'muted', text: 'changed: ' + a.changedFiles.join(', ') }) : null,
        a.commit ? el('div', {}, ['commit ', el('code', { text: a.commit })]) : null,
      ].concat(a.verdicts.map(verdictRow)));
    });
    var problems = answer.body.problems.map(function (p) { return el('div', { class: 'fail', text: p }); });
    fill($('timeline'), [head].concat(attempts.length ? attempts : [empty('no attempts recorded')], problems));
  }

`;

export const PAGE_SCRIPT = PAGE_SCRIPT_BOARD + PAGE_SCRIPT_PANELS;
