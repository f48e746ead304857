/** The sections of an evidence report a control can point to. */
export const EVIDENCE_SECTIONS = [
  'auditChain',
  'tasks',
  'approvals',
  'sandbox',
  'security',
  'budget',
] as const;
export type EvidenceSection = (typeof EVIDENCE_SECTIONS)[number];

export const EVIDENCE_FRAMEWORKS = ['eu-ai-act-art12', 'iso-42001', 'nist-ai-rmf'] as const;
export type EvidenceFramework = (typeof EVIDENCE_FRAMEWORKS)[number];

/**
 * One control, article paragraph or subcategory, and the sections whose records answer
 * it. `sections: []` marks a control govern records nothing for: it is listed as having
 * no evidence, never left out.
 */
export interface FrameworkControl {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly EvidenceSection[];
  /** How the sections answer it, or why govern has nothing for it. */
  readonly note: string;
}

export interface FrameworkMap {
  readonly id: EvidenceFramework;
  readonly title: string;
  readonly controls: readonly FrameworkControl[];
}

/**
 * govern's reading of each framework: which of its records speak to which control. The
 * titles paraphrase the texts; an assessor judges whether the evidence is sufficient.
 */
export const FRAMEWORK_MAPS: Readonly<Record<EvidenceFramework, FrameworkMap>> = {
  'eu-ai-act-art12': {
    id: 'eu-ai-act-art12',
    title: 'EU AI Act (Regulation (EU) 2024/1689), Article 12: record-keeping',
    controls: [
      {
        id: 'Art. 12(1)',
        title: 'Automatic recording of events (logs) over the lifetime of the system',
        sections: ['auditChain', 'tasks'],
        note: 'every state change is an event in the hash-chained audit log, verified here with its head hash',
      },
      {
        id: 'Art. 12(2)(a)',
        title: 'Logs identify situations that may result in a risk or a substantial modification',
        sections: ['security', 'sandbox'],
        note: 'quarantines, security gate findings, flagged injected text, and attempts run without the sandbox',
      },
      {
        id: 'Art. 12(2)(b)',
        title: 'Logs facilitate post-market monitoring',
        sections: ['tasks', 'budget'],
        note: 'per-task outcomes, gate verdicts and costs over the period',
      },
      {
        id: 'Art. 12(2)(c)',
        title: 'Logs support monitoring of the operation by the deployer',
        sections: ['tasks', 'sandbox', 'budget'],
        note: 'which agent and tier ran each attempt, its sandbox, and spending against the ceilings',
      },
      {
        id: 'Art. 12(3)(a)',
        title: 'Period of each use (start and end date and time)',
        sections: ['tasks'],
        note: 'start and finish time of every attempt',
      },
      {
        id: 'Art. 12(3)(b)',
        title: 'The reference database against which input data was checked',
        sections: [],
        note: 'govern checks no input against a reference database (the paragraph is written for remote biometric identification)',
      },
      {
        id: 'Art. 12(3)(c)',
        title: 'The input data for which the search led to a match',
        sections: [],
        note: 'not applicable to a coding agent; each task\'s prompt is kept in .governance/tasks/<ID>/ but is not a "match"',
      },
      {
        id: 'Art. 12(3)(d)',
        title: 'Identification of the natural persons who verified the results',
        sections: ['approvals'],
        note: 'who approved or rejected each held change, and why',
      },
    ],
  },
  'iso-42001': {
    id: 'iso-42001',
    title: 'ISO/IEC 42001:2023, Annex A controls',
    controls: [
      {
        id: 'A.4.4',
        title: 'Tooling resources',
        sections: ['tasks'],
        note: 'the agents, models and gate tools each attempt used',
      },
      {
        id: 'A.4.5',
        title: 'System and computing resources',
        sections: ['budget', 'sandbox'],
        note: 'spending ceilings and use, memory caps per attempt',
      },
      {
        id: 'A.5.2',
        title: 'AI system impact assessment process',
        sections: [],
        note: 'govern records no impact assessment',
      },
      {
        id: 'A.6.2.2',
        title: 'AI system requirements and specification',
        sections: ['tasks'],
        note: "each task's description, acceptance criteria and write scope",
      },
      {
        id: 'A.6.2.4',
        title: 'AI system verification and validation',
        sections: ['tasks'],
        note: 'the gates each change passed or failed, with their findings',
      },
      {
        id: 'A.6.2.5',
        title: 'AI system deployment',
        sections: ['tasks', 'approvals'],
        note: 'the commit that landed each change, checked in git, and the approvals of held changes',
      },
      {
        id: 'A.6.2.6',
        title: 'AI system operation and monitoring',
        sections: ['sandbox', 'security', 'budget'],
        note: 'sandbox status of every attempt, quarantines and findings, budget deferrals',
      },
      {
        id: 'A.6.2.8',
        title: 'AI system recording of event logs',
        sections: ['auditChain'],
        note: 'the hash-chained audit log and its verification',
      },
      {
        id: 'A.8.4',
        title: 'Communication of incidents',
        sections: ['security'],
        note: "quarantined tasks and security findings (govern records them; communicating them is the organization's)",
      },
      {
        id: 'A.9.2',
        title: 'Processes for responsible use of AI systems',
        sections: ['approvals', 'tasks'],
        note: 'authorization tiers: what landed autonomously, what waited for a person',
      },
      {
        id: 'A.10.3',
        title: 'Suppliers',
        sections: ['tasks'],
        note: 'which third-party agents and models produced each change',
      },
    ],
  },
  'nist-ai-rmf': {
    id: 'nist-ai-rmf',
    title: 'NIST AI Risk Management Framework 1.0 (AI 100-1)',
    controls: [
      {
        id: 'GOVERN 1.5',
        title: 'Ongoing monitoring and periodic review of the risk management process',
        sections: ['auditChain'],
        note: 'a verifiable record of every decision over the period',
      },
      {
        id: 'GOVERN 6.1',
        title: 'Policies address risks of third-party entities',
        sections: ['tasks', 'sandbox'],
        note: 'third-party agents run confined, with the sandbox status of each attempt',
      },
      {
        id: 'MAP 1.1',
        title: 'Intended purposes and context of use are understood and documented',
        sections: [],
        note: 'govern records tasks, not the purpose of the system',
      },
      {
        id: 'MAP 3.5',
        title: 'Processes for human oversight are defined, assessed and documented',
        sections: ['approvals'],
        note: 'who approved or rejected held changes, and why',
      },
      {
        id: 'MEASURE 2.3',
        title: 'System performance is measured and demonstrated',
        sections: ['tasks'],
        note: 'gate verdicts per attempt, outcomes per task',
      },
      {
        id: 'MEASURE 2.7',
        title: 'Security and resilience are evaluated and documented',
        sections: ['security', 'sandbox'],
        note: 'security gate findings, quarantines, sandbox and memory caps per attempt',
      },
      {
        id: 'MEASURE 3.1',
        title: 'Existing and emergent risks are identified and tracked',
        sections: ['security'],
        note: 'findings of the SECRETS, INJECTION and SECURITY_REGRESSION gates and flagged foreign text',
      },
      {
        id: 'MANAGE 2.4',
        title: 'Mechanisms to supersede, disengage or deactivate the system',
        sections: ['budget', 'tasks'],
        note: 'budget deferrals, rollbacks and failed tasks that never landed',
      },
      {
        id: 'MANAGE 4.3',
        title: 'Incidents and errors are tracked, responded to and documented',
        sections: ['security', 'tasks'],
        note: 'quarantined and failed tasks with their reasons',
      },
    ],
  },
};
