import fs from 'node:fs';
import path from 'node:path';
import { federatedConfig } from '../webpack.shared.mjs';

// The pages this remote exposes to the shell, e.g. './MatchingPage' (also checked by its tests).
const exposes = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'exposes.json'), 'utf8'));

export default federatedConfig({
  dir: import.meta.dirname,
  remote: 'matching',
  exposes,
  title: 'mfe-matching',
});
