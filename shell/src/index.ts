// Before any schema is built (see the file).
import './zod-jitless';
import './bootstrap';
