// Prepares the bundled API's database (prepare-database.ts) and exits: the process startCommerceApi runs it in,
// with the database file and channel as its two arguments.
import { prepareDatabase } from './prepare-database';

const [dbFile, channel] = process.argv.slice(2);
if (!dbFile || !channel) throw new Error('usage: prepare <database file> <channel>');
await prepareDatabase({ dbFile, channel });
