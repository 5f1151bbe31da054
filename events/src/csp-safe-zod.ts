import { z } from 'zod';

// The console runs under a Content-Security-Policy without 'unsafe-eval'. zod would probe for `new Function`
// on the first parse (a reported violation even though it is caught); its interpreter is fast enough here.
z.config({ jitless: true });
