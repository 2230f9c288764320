// Runs server TypeScript directly with SWC, using the server tsconfig (decorators + metadata on).
const path = require('node:path');
process.env.SWC_NODE_PROJECT ||= path.join(__dirname, '..', 'server', 'tsconfig.json');
require('@swc-node/register');
