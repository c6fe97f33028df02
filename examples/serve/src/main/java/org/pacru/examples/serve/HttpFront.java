package org.pacru.examples.serve;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.pacru.examples.api.Api;
import org.pacru.examples.api.ApiError;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * pacru's HTTP handler on Jetty: checks where a request comes from and what it carries, serves the
 * page's files from memory, reads an API body without blocking (bounded in size and time), and
 * hands the finished request to one of the two {@link EnginePool}s. Never blocks a Jetty thread:
 * a slow client costs a connection, not a thread. One request and its single answer is an
 * {@link Exchange}; an API body is read by a {@link BodyReader}.
 */
final class HttpFront extends Handler.Abstract.NonBlocking {
    private final Server.Limits limits;
    private final Optional<String> cors;
    private final boolean loopback;
    private final Api api;
    private final StaticFiles files = new StaticFiles();
    private final EnginePool quick;
    private final EnginePool search;

    HttpFront(Server.Limits limits, Optional<String> cors, boolean loopback) {
        this.limits = limits;
        this.cors = cors;
        this.loopback = loopback;
        this.api = new Api(limits.apiSettings());
        this.quick = new EnginePool("engine", limits.workers(), limits.queue(), limits.maxWait());
        this.search = new EnginePool("search", limits.searchWorkers(), limits.searchQueue(), limits.maxWait());
    }

    void close() {
        quick.close();
        search.close();
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Exchange ex = new Exchange(request, response, callback);
        HttpFields.Mutable h = response.getHeaders();
        ErrorPages.secure(h);
        corsHeaders(request, h);
        try {
            http10Framing(request, h, ex.lang);
            transferCodings(request, h, ex.lang);
            String host = request.getHeaders().get(HttpHeader.HOST);
            if (loopback && host != null && !Origins.loopbackHost(host)) {
                h.put(HttpHeader.CONNECTION, "close");
                throw new ApiError(421, "misdirected-request", Texts.httpMisdirected(ex.lang));
            }
            String path = request.getHttpURI().getPath();
            if (path != null && path.startsWith("/api/v1/")) {
                api(ex, path.substring("/api/v1/".length()));
            } else {
                page(ex, path == null ? "" : path);
            }
        } catch (ApiError e) {
            ex.error(e);
        } catch (RuntimeException e) {
            ex.internal(e);
        }
        return true;
    }

    /**
     * Refuses an HTTP/1.0 request that carries {@code Transfer-Encoding}, whatever its codings, as
     * faulty framing: 400, and the connection closed after the answer (RFC 9112 §6.1: "A server or
     * client that receives an HTTP/1.0 message containing a Transfer-Encoding header field MUST
     * treat the message as if the framing is faulty, even if a Content-Length is present, and close
     * the connection after processing the message"). Jetty would read the body as chunked and keep
     * the connection for the next request, whose start an HTTP/1.0 intermediary may see elsewhere:
     * the way to smuggle a request past it. (With a {@code Content-Length} as well, Jetty refuses
     * the message itself, with 400 and the connection closed.)
     */
    private static void http10Framing(Request request, HttpFields.Mutable h, Language lang) {
        if (request.getConnectionMetaData().getHttpVersion() == HttpVersion.HTTP_1_0
                && request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING)) {
            h.put(HttpHeader.CONNECTION, "close");
            throw new ApiError(400, "bad-request", Texts.httpHttp10TransferEncoding(lang));
        }
    }

    /**
     * Refuses a body in a transfer coding other than {@code chunked} (docs/API.md: 501), such as
     * {@code gzip, chunked}: Jetty takes the chunks off and would hand over the coded bytes as if
     * they were plain. (Codings that do not end in {@code chunked} never get here: Jetty answers
     * 400, RFC 9112 §6.3.) The connection is closed, since the body is not read.
     */
    private static void transferCodings(Request request, HttpFields.Mutable h, Language lang) {
        for (String coding : request.getHeaders().getCSV(HttpHeader.TRANSFER_ENCODING, false)) {
            String c = coding.strip().toLowerCase(Locale.ROOT);
            if (!c.equals("chunked")) {
                h.put(HttpHeader.CONNECTION, "close");
                throw new ApiError(501, "not-implemented", Texts.httpTransferCoding(lang, Text.quote(c)));
            }
        }
    }

    private void corsHeaders(Request request, HttpFields.Mutable h) {
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (cors.isPresent() && cors.get().equals(origin)) {
            h.put("Access-Control-Allow-Origin", origin);
            h.put("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
            h.put("Access-Control-Allow-Headers", "Content-Type");
            h.put("Access-Control-Max-Age", "600");
            h.add(HttpHeader.VARY, "Origin");
        }
    }

    private void api(Exchange ex, String endpoint) {
        String method = ex.request.getMethod();
        String path = "/api/v1/" + endpoint;
        if (!Api.CALLS.contains(endpoint)) {
            throw new ApiError(404, "not-found", Texts.httpNoEndpoint(ex.lang, Text.quote(path),
                    "/api/v1/" + String.join(", /api/v1/", Api.CALLS)));
        }
        boolean get = Api.GET_CALLS.contains(endpoint);
        HttpFields.Mutable h = ex.response.getHeaders();
        switch (method) {
            case "OPTIONS" -> {
                h.put(HttpHeader.ALLOW, get ? "GET, POST, OPTIONS" : "POST, OPTIONS");
                ex.send(204, null, new byte[0]);
            }
            case "POST" -> {
                String type = ex.request.getHeaders().get(HttpHeader.CONTENT_TYPE);
                if (!isJson(type)) {
                    throw new ApiError(415, "unsupported-media-type", Texts.httpMediaType(ex.lang, path,
                            type == null ? Texts.httpMediaTypeNone(ex.lang) : Text.quote(type)));
                }
                new BodyReader(ex, limits.maxBody(), limits.bodyTimeout(), body -> dispatch(ex, endpoint, body)).start();
            }
            case "GET", "HEAD" -> {
                if (!get) {
                    throw notAllowed(h, path, method, false, ex.lang);
                }
                dispatch(ex, endpoint, Query.parse(ex.request.getHttpURI().getQuery(), ex.lang));
            }
            default -> throw notAllowed(h, path, method, get, ex.lang);
        }
    }

    private static ApiError notAllowed(HttpFields.Mutable h, String path, String method, boolean get, Language lang) {
        h.put(HttpHeader.ALLOW, get ? "GET, POST, OPTIONS" : "POST, OPTIONS");
        String m = shortMethod(method);
        return new ApiError(405, "method-not-allowed",
                get ? Texts.httpUsePostOrGet(lang, m, path) : Texts.httpUsePost(lang, m, path));
    }

    /** A method name as an error quotes it: at most 20 characters. */
    private static String shortMethod(String method) {
        return method.length() > 20 ? method.substring(0, 20) + "…" : method;
    }

    /** {@code application/json}, with parameters such as {@code charset=utf-8} allowed. */
    static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        int semi = contentType.indexOf(';');
        String type = (semi < 0 ? contentType : contentType.substring(0, semi)).strip().toLowerCase(Locale.ROOT);
        return type.equals("application/json");
    }

    private void page(Exchange ex, String path) {
        StaticFiles.File file = files.get(path).orElseThrow(() -> new ApiError(404, "not-found",
                Texts.httpNothingAt(ex.lang, Text.quote(path))));
        String method = ex.request.getMethod();
        HttpFields.Mutable h = ex.response.getHeaders();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            h.put(HttpHeader.ALLOW, "GET, HEAD");
            throw new ApiError(405, "method-not-allowed", Texts.httpUseGet(ex.lang, shortMethod(method), path));
        }
        if (file.runsEngine()) {
            h.put("Content-Security-Policy", Server.PAGE_CSP);
        }
        // A precompressed file (pkg/pacru.wasm) in the encoding the client prefers; the answer
        // depends on Accept-Encoding, so caches keep one copy per encoding.
        Optional<StaticFiles.Encoded> encoded = file.encodingFor(ex.request.getHeaders().get(HttpHeader.ACCEPT_ENCODING));
        if (!file.encodings().isEmpty()) {
            h.add(HttpHeader.VARY, "Accept-Encoding");
        }
        encoded.ifPresent(e -> h.put(HttpHeader.CONTENT_ENCODING, e.coding()));
        String etag = encoded.map(StaticFiles.Encoded::etag).orElse(file.etag());
        byte[] bytes = encoded.map(StaticFiles.Encoded::bytes).orElse(file.bytes());
        // Revalidate every time (the jar may change under the same URL: the names carry no hash),
        // cheaply: 304 on a match.
        h.put(HttpHeader.CACHE_CONTROL, "no-cache");
        h.put(HttpHeader.ETAG, etag);
        if (StaticFiles.matches(ex.request.getHeaders().get(HttpHeader.IF_NONE_MATCH), etag)) {
            ex.send(304, null, new byte[0]);
            return;
        }
        ex.send(200, file.type(), method.equals("HEAD") ? new byte[0] : bytes, bytes.length);
    }

    /** Runs a finished request on its engine pool, or answers 503 if the pool is full. */
    private void dispatch(Exchange ex, String endpoint, Map<String, Object> body) {
        // Searches run on their own pool, so a quick request never waits behind them.
        EnginePool pool = Api.searches(endpoint, body) ? search : quick;
        boolean taken = pool.offer(waitedTooLong -> {
            if (!ex.open()) {
                ex.abandon();
            } else if (waitedTooLong) {
                ex.busy(pool.busy(ex.lang));
            } else {
                answer(ex, endpoint, body);
            }
        });
        if (!taken) {
            ex.busy(pool.busy(ex.lang));
        }
    }

    private void answer(Exchange ex, String endpoint, Map<String, Object> body) {
        try {
            org.pacru.examples.api.Request request = new org.pacru.examples.api.Request(body,
                    ex.request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE));
            Map<String, Object> answer = this.api.handle(endpoint, request);
            ex.response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            if (endpoint.equals("svg") && !request.flag("json")) {
                ex.send(200, "image/svg+xml", ((String) answer.get("svg")).getBytes(StandardCharsets.UTF_8));
            } else {
                ex.send(200, "application/json; charset=utf-8", ErrorPages.bytes(answer));
            }
        } catch (ApiError e) {
            ex.error(e);
        } catch (RuntimeException | StackOverflowError e) {
            ex.internal(e);
        }
    }
}
