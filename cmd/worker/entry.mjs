// The Worker's entry: syumai/workers' generated loader (build/worker.mjs)
// runs the Go site handler; this wrapper only fixes how bodies are sent.
//
// Workers compress a body according to its Content-Encoding unless told the
// bytes are compressed already, so the site handler's precompressed .br and
// .gz files would be compressed twice. encodeBody "manual" sends them as
// they are (and the runtime still decodes for clients that can't take them).
import worker from "./build/worker.mjs";

export default {
  async fetch(request, env, ctx) {
    const res = await worker.fetch(request, env, ctx);
    if (!res.headers.has("Content-Encoding")) {
      return res;
    }
    return new Response(res.body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
      encodeBody: "manual",
    });
  },
};
