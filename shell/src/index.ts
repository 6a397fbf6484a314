// Before any schema is built (see the file).
import './zod-jitless';

// An async boundary, so shared modules are negotiated before anything runs (else RUNTIME-005).
import('./bootstrap');
