// Phrase tables of the second held-out injection set (issue 18), written by hand for this file
// by a writer who had not read the detectors' rules nor the other fixtures' text. Every line is
// original wording: nothing is copied or translated from public injection benchmarks, jailbreak
// games or red-team collections, and not from the repository's other fixtures.
//
// Per language:
//   wrap      a phrase that addresses the AI reading a piece of data ("note for the assistant")
//   attacks   the core moves, one or more wordings each; {url} and {email} are filled in
//   decode    (English) lead-ins that ask the reader to decode an obfuscated payload
//   ordinary  ordinary repository text (commit subjects, comments, README lines, issue text)
//   secdoc    documentation about security, tokens, prompts and policies (benign)
//   quote     a message that quotes an attack in order to discuss it; {q} is the quoted attack
//   personas  the first line of an application's own system prompt; {product} is filled in
//   rules     rules of such a system prompt ("never reveal ...", "only answer ...")
//   agent     rules of an AGENTS.md/CLAUDE.md-style instruction file for contributors and agents
import { CENTRAL_EUROPE } from './phrases-central-europe.mjs';
import { OTHER_SCRIPTS } from './phrases-other-scripts.mjs';
import { WEST_EUROPE } from './phrases-west-europe.mjs';

export const PRODUCTS = [
  'Lumora Travel',
  'Quillbank',
  'Fernhouse Clinic',
  'Kettle & Crumb',
  'Orbis Freight',
  'Nimbus Tickets',
  'Peregrine Books',
  'Saltmarsh Energy',
];

export const EXFIL_URLS = [
  'https://collect.mirrorpost.io/in',
  'https://hooks.quietrelay.net/drop',
  'http://203.0.113.77:8080/upload',
  'https://paste.lowtide.dev/new',
  'https://status-sync.cloudmeadow.app/v2/report',
];

export const EXFIL_EMAILS = [
  'archive-bot@mailbox-depot.net',
  'j.okafor.backup@protonbay.org',
  'ops-handover@tidewell.co',
];

export const LANGUAGES = { ...WEST_EUROPE, ...CENTRAL_EUROPE, ...OTHER_SCRIPTS };

// The five languages that get at least 20 benign system prompts and instruction files each.
export const SYSTEM_PROMPT_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'];
