import { exitOnStartFailure, startServer } from './start-server.ts';

startServer().catch(exitOnStartFailure);
