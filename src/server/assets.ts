import { readFileSync } from 'node:fs';
import { codeFileUrl, fromSystemError } from '../common/index.js';

/** The dashboard's page, script and stylesheet, as the browser gets them. */
export interface DashboardAssets {
  readonly html: string;
  readonly script: string;
  readonly style: string;
}

/**
 * Reads the dashboard's files once per server start. They are real files (linted with
 * browser globals, the script type-checked with `// @ts-check`), next to this module in
 * src/ and copied beside it into dist/ by the build.
 */
export function readDashboardAssets(): DashboardAssets {
  const read = (name: string): string => {
    const url = codeFileUrl(`server/assets/${name}`);
    try {
      return readFileSync(url, 'utf8');
    } catch (error) {
      throw fromSystemError(error, `read the dashboard's ${name} (reinstall govern)`) ?? error;
    }
  };
  return { html: read('index.html'), script: read('app.js'), style: read('app.css') };
}
