// The Worker: the Flank API app (src/app.ts) serves every request.
import { app } from './app.ts';

export default app;
