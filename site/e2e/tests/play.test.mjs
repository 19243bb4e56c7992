// run.sh runs the files in tests/; the /play/ page's tests live in
// ../play.test.mjs (they serve the site themselves, to stop the server).
import '../play.test.mjs';
