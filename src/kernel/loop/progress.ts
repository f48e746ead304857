/** What `govern run` reports while it works (the CLI prints it; tests read it). */
export type ProgressEvent =
  | {
      readonly kind: 'attempt';
      readonly task: string;
      readonly attempt: number;
      readonly maxAttempts: number;
    }
  | {
      readonly kind: 'verdict';
      readonly task: string;
      readonly step: string;
      readonly passed: boolean;
      readonly summary: string;
      /** A step that passed with something the person running it must see (shadow mode). */
      readonly warning?: string;
    }
  | {
      /** Something about the whole run the person running it should know. */
      readonly kind: 'notice';
      readonly text: string;
    }
  | {
      readonly kind: 'task';
      readonly task: string;
      readonly status: string;
      readonly detail: string;
    };
