// The Redis subset's worker.
import { serveEngine } from '../host';
import { RedisBackend } from './redis-backend';

serveEngine(new RedisBackend());
