import fs from 'node:fs';
import path from 'node:path';
import { SUPERGRAPH_FILE } from '../paths';
import { composeSupergraph } from '../schema/supergraph';

composeSupergraph()
  .then((sdl) => {
    fs.mkdirSync(path.dirname(SUPERGRAPH_FILE), { recursive: true });
    fs.writeFileSync(SUPERGRAPH_FILE, sdl);
    console.log(`supergraph written to ${path.relative(process.cwd(), SUPERGRAPH_FILE)}`);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
