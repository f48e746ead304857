/** The dashboard's stylesheet (served as /app.css so the page needs no inline style). */
export const PAGE_STYLE = `
:root {
  --bg: #f6f7f9; --card: #fff; --ink: #1d2330; --muted: #6b7385; --line: #e1e4ea;
  --ok: #1f8a4c; --bad: #c0392b; --warn: #b7791f; --wait: #6b46c1; --run: #2b6cb0; --idle: #718096;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); }
header { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; padding: 12px 20px;
  background: #1d2330; color: #fff; }
header h1 { margin: 0; font-size: 18px; font-weight: 600; flex: 1; }
.brand { color: #9ae6b4; }
.live { font-size: 12px; color: #cbd5e0; }
.live.on::before { content: "●"; color: #68d391; margin-right: 4px; }
.live.off::before { content: "●"; color: #fc8181; margin-right: 4px; }
.auth { display: flex; gap: 10px; font-size: 12px; }
.auth input { font: inherit; padding: 3px 6px; border-radius: 4px; border: 1px solid #4a5568;
  background: #2d3748; color: #fff; width: 170px; }
.notice { margin: 10px 20px 0; padding: 8px 12px; border-radius: 6px; background: #fff5f5;
  border: 1px solid #feb2b2; color: var(--bad); }
.notice.good { background: #f0fff4; border-color: #9ae6b4; color: var(--ok); }
main { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 16px;
  padding: 16px 20px 40px; }
.wide { grid-column: 1 / -1; }
.panel { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; }
.panel h2 { margin: 0 0 10px; font-size: 15px; }
.counts { grid-column: 1 / -1; display: flex; gap: 8px; flex-wrap: wrap; }
.count { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px 12px; }
.count b { font-size: 18px; margin-right: 6px; }
.board { display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: 10px; }
.column { background: var(--bg); border-radius: 6px; padding: 8px; min-height: 60px; }
.column h3 { margin: 0 0 6px; font-size: 12px; letter-spacing: .04em; color: var(--muted); }
.card { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--idle);
  border-radius: 5px; padding: 6px 8px; margin-bottom: 6px; cursor: pointer; }
.card:hover { border-color: #a0aec0; }
.card .id { font-weight: 600; }
.card .desc { color: var(--muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
.card .meta { font-size: 12px; margin-top: 3px; }
.s-COMPLETED { border-left-color: var(--ok); } .s-FAILED, .s-QUARANTINED { border-left-color: var(--bad); }
.s-AWAITING_APPROVAL { border-left-color: var(--wait); } .s-IN_PROGRESS { border-left-color: var(--run); }
.s-DEFERRED { border-left-color: var(--warn); }
.gate { display: inline-block; background: #fff5f5; color: var(--bad); border-radius: 3px;
  padding: 0 4px; font-size: 11px; font-weight: 600; }
.gate.shadow { background: #fff8e6; color: var(--warn); }
.pass { color: var(--ok); } .fail { color: var(--bad); }
.actions { display: flex; gap: 6px; margin-top: 6px; flex-wrap: wrap; }
button { font: inherit; font-size: 12px; padding: 3px 10px; border-radius: 4px; border: 1px solid var(--line);
  background: #edf2f7; cursor: pointer; }
button.approve { background: var(--ok); color: #fff; border-color: var(--ok); }
button.reject { background: #fff; color: var(--bad); border-color: var(--bad); }
button.link { background: none; border: none; color: var(--run); padding: 0 4px; }
button:disabled { opacity: .5; cursor: wait; }
.actions input { font: inherit; font-size: 12px; flex: 1; min-width: 0; padding: 2px 4px; }
.running { margin-bottom: 8px; color: var(--run); }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--line); vertical-align: top;
  overflow-wrap: anywhere; }
th { color: var(--muted); font-weight: 500; }
.bar { height: 14px; background: #edf2f7; border-radius: 7px; overflow: hidden; margin: 6px 0; }
.bar > div { height: 100%; background: var(--ok); }
.bar.over > div { background: var(--bad); }
.big { font-size: 22px; font-weight: 600; }
.muted { color: var(--muted); }
.attempt { border-left: 3px solid var(--line); padding: 4px 0 8px 12px; margin-left: 4px; }
.attempt.committed, .attempt.held { border-left-color: var(--ok); }
.attempt.rolled_back { border-left-color: var(--bad); }
.finding { font-family: ui-monospace, monospace; font-size: 11px; color: var(--bad); white-space: pre-wrap; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 12px; }
.chart h4 { margin: 0 0 4px; font-size: 12px; color: var(--muted); font-weight: 500; }
svg text { font: 10px system-ui, sans-serif; fill: var(--muted); }
.empty { color: var(--muted); font-style: italic; }
code { font-family: ui-monospace, monospace; font-size: 12px; }
`;
