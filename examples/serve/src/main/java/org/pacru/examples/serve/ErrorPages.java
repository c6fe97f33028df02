package org.pacru.examples.serve;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.pacru.examples.api.ApiError;
import org.pacru.examples.api.JsonWriter;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * Every error answer of the server, in pacru's shape: the JSON error body
 * {@code {"error":{"status","code","message"}}} for the API and for clients that do not ask for
 * HTML, a small pacru page for browsers, both with the security headers. Jetty calls it for what
 * it refuses before pacru's handler sees a request (a malformed request line or header, a
 * {@code Content-Length} that is not a number, an unknown transfer coding, headers over the
 * limit); the handler uses it for its own errors. Messages are pacru's sentences only, in the
 * request's language: the server layer's own reason phrases (English) never get out.
 */
final class ErrorPages extends ErrorHandler {
    /**
     * Sets the headers every response carries.
     *
     * @param h the response headers
     */
    static void secure(HttpFields.Mutable h) {
        h.put("X-Content-Type-Options", "nosniff");
        h.put("Content-Security-Policy", Server.CSP);
        h.put("Referrer-Policy", "no-referrer");
    }

    /**
     * The error for a status the server layer answered with, in pacru's words only: the layer's
     * reason (Jetty's, always English: "URI Too Long", "Bad Transfer-Encoding, chunked not last",
     * …) is never part of the message; where it says something a client can act on, pacru's own
     * sentence for it is added, in the request's language. Jetty's 426 for the HTTP/2 preface
     * (this server has no HTTP/2) is answered as what it is: 505, HTTP/2 not served.
     *
     * @param status the HTTP status
     * @param reason the server layer's reason, if any: read, never quoted
     * @param lang the language of the answer
     * @return pacru's error
     */
    static ApiError forStatus(int status, String reason, Language lang) {
        if (status == 426) {
            return new ApiError(505, "http-version-not-supported", Texts.httpVersion(lang));
        }
        String code = switch (status) {
            case 400 -> "bad-request";
            case 404 -> "not-found";
            case 405 -> "method-not-allowed";
            case 408 -> "request-timeout";
            case 413 -> "too-large";
            case 414 -> "uri-too-long";
            case 415 -> "unsupported-media-type";
            case 421 -> "misdirected-request";
            case 431 -> "headers-too-large";
            case 501 -> "not-implemented";
            case 503 -> "busy";
            case 505 -> "http-version-not-supported";
            default -> status >= 500 ? "internal" : "bad-request";
        };
        String sentence = switch (status) {
            case 400 -> Texts.httpBadRequest(lang);
            case 404 -> Texts.httpNotFound(lang);
            case 405 -> Texts.httpMethodNotAllowed(lang);
            case 408 -> Texts.httpRequestTimeout(lang);
            case 413 -> Texts.httpTooLarge(lang);
            case 414 -> Texts.httpUriTooLong(lang);
            case 431 -> Texts.httpHeadersTooLarge(lang);
            case 501 -> Texts.httpNotImplemented(lang);
            case 505 -> Texts.httpVersion(lang);
            default -> status >= 500 ? Texts.httpInternal(lang) : Texts.httpCannotAnswer(lang);
        };
        String detail = detail(status, reason, lang);
        return new ApiError(status, code, detail == null ? sentence : Texts.httpWithReason(lang, sentence, detail));
    }

    /**
     * pacru's sentence for what the server layer's reason says, if a client can act on it.
     *
     * @param status the HTTP status
     * @param reason the layer's reason, or null
     * @param lang the language
     * @return the sentence, or null for none
     */
    private static String detail(int status, String reason, Language lang) {
        if (reason == null || status != 400) {
            return null;
        }
        if (reason.contains("Transfer-Encoding") && reason.contains("Content-Length")) {
            return Texts.httpFramingBoth(lang);
        }
        if (reason.contains("Transfer-Encoding")) {
            return Texts.httpChunkedLast(lang);
        }
        if (reason.contains("Content-Length")) {
            return Texts.httpContentLength(lang);
        }
        return null;
    }

    /**
     * Writes an error answer and completes the exchange.
     *
     * @param request the request
     * @param response the response, not yet committed
     * @param callback completed when the answer is written
     * @param error the error
     */
    static void write(Request request, Response response, Callback callback, ApiError error) {
        Language lang = language(request);
        HttpFields.Mutable h = response.getHeaders();
        secure(h);
        h.put(HttpHeader.CACHE_CONTROL, "no-store");
        response.setStatus(error.status());
        byte[] body;
        if (wantsPage(request)) {
            h.put(HttpHeader.CONTENT_TYPE, "text/html; charset=utf-8");
            body = page(error, lang).getBytes(StandardCharsets.UTF_8);
        } else {
            h.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
            body = bytes(error.body());
        }
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    /** A browser asking for a page (not the API) gets a page; everyone else the JSON error. */
    private static boolean wantsPage(Request request) {
        String accept = request.getHeaders().get(HttpHeader.ACCEPT);
        return accept != null && accept.contains("text/html") && !request.getHttpURI().getPath().startsWith("/api/");
    }

    /**
     * The language of a request's answer when the JSON body's {@code "lang"} is not read (yet): its
     * {@code Accept-Language}.
     *
     * @param request the request
     * @return the language, English if the header names none pacru writes
     */
    static Language language(Request request) {
        return org.pacru.examples.api.Request.accepted(request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE));
    }

    private static String page(ApiError error, Language lang) {
        return "<!doctype html>\n<html lang=\"" + lang.tag() + "\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>pacru: " + error.status() + "</title><link rel=\"stylesheet\" href=\"/app.css\"></head>\n"
                + "<body><main><h1>" + error.status() + " " + escape(error.code().replace('-', ' ')) + "</h1>"
                + "<p>" + escape(error.getMessage()) + "</p><p><a href=\"/\">" + escape(Texts.httpBack(lang))
                + "</a></p></main></body></html>\n";
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Object status = request.getAttribute(ERROR_STATUS);
        Object message = request.getAttribute(ERROR_MESSAGE);
        int code = status instanceof Integer s ? s : response.getStatus();
        if (code < 400) {
            code = 500;
        }
        response.getHeaders().remove(HttpHeader.CONTENT_ENCODING);
        write(request, response, callback, forStatus(code, message instanceof String m ? m : null, language(request)));
        return true;
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        secure(fields);
        fields.put(HttpHeader.CACHE_CONTROL, "no-store");
        fields.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        // No request to read Accept-Language from: Jetty refused it before pacru saw it.
        return ByteBuffer.wrap(bytes(forStatus(status, reason, Language.ENGLISH).body()));
    }

    /**
     * A JSON answer as the server sends it.
     *
     * @param answer the answer or error object
     * @return its JSON text in UTF-8
     */
    static byte[] bytes(java.util.Map<String, Object> answer) {
        return JsonWriter.write(answer).getBytes(StandardCharsets.UTF_8);
    }
}
