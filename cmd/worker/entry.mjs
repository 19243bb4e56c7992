// The Worker's entry: syumai/workers' generated loader (build/worker.mjs)
// runs the Go site handler; this wrapper fixes what the runtime changes.
//
// Cloudflare replaces a request's Accept-Encoding with its own list and
// keeps the client's in request.cf.clientAcceptEncoding ("" when the client
// sent none); the site handler negotiates with the client's, as serve.go
// does. The runtime may still compress an answer the handler sends as it
// is, when the client accepts that.
//
// Workers compress a body according to its Content-Encoding unless told the
// bytes are compressed already, so the site handler's precompressed .br and
// .gz files would be compressed twice. encodeBody "manual" sends them as
// they are.
import worker from "./build/worker.mjs";

export default {
  async fetch(request, env, ctx) {
    const res = await worker.fetch(withClientEncoding(request), env, ctx);
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

function withClientEncoding(request) {
  const original = request.cf?.clientAcceptEncoding;
  if (original === undefined) {
    return request;
  }
  const headers = new Headers(request.headers);
  if (original === "") {
    headers.delete("Accept-Encoding");
  } else {
    headers.set("Accept-Encoding", original);
  }
  return new Request(request, { headers });
}
