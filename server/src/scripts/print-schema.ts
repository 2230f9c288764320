import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { printApiSchema } from '../schema/build-schema';

printApiSchema()
  .then((sdl) => {
    fs.writeFileSync(path.join(ROOT, 'schema.graphql'), sdl);
    console.log('schema.graphql written');
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
