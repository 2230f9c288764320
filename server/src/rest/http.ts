// Moved to common/http.ts: modules' REST handlers use it, and a module imports nothing above common/.
// Kept only while the last importers change their import line to common/http; then delete this file.
export { errorMiddleware, NOT_JSON_MESSAGE, requireAuth, route } from '../common/http';
