package org.pacru.examples.serve;

import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.pacru.examples.api.ApiError;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * One request of {@link HttpFront} and its answer, answered exactly once: the first of
 * {@link #send}, {@link #error}, {@link #busy}, {@link #internal} or {@link #abandon} wins, the others
 * do nothing (a body read out of time and an engine finishing can race).
 */
final class Exchange {
    final Request request;
    final Response response;
    final Callback callback;
    final AtomicBoolean answered = new AtomicBoolean();
    /** The language of the front's own errors: Accept-Language's (the body's "lang" is read later). */
    final Language lang;

    Exchange(Request request, Response response, Callback callback) {
        this.request = request;
        this.response = response;
        this.callback = callback;
        this.lang = ErrorPages.language(request);
    }

    boolean open() {
        return request.getConnectionMetaData().getConnection().getEndPoint().isOpen();
    }

    void send(int status, String type, byte[] body) {
        send(status, type, body, body.length);
    }

    void send(int status, String type, byte[] body, long length) {
        if (!answered.compareAndSet(false, true)) {
            return;
        }
        response.setStatus(status);
        if (type != null) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
        }
        if (status != 204 && status != 304) {
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, length);
        }
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    void error(ApiError e) {
        if (answered.compareAndSet(false, true)) {
            ErrorPages.write(request, response, callback, e);
        }
    }

    void busy(ApiError e) {
        response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
        error(e);
    }

    void internal(Throwable e) {
        // A bug must not leak a stack trace: log it here in words (its message, never the name of
        // a Java class), answer a plain 500.
        String message = e.getMessage();
        System.err.println("pacru serve: internal error on " + Text.quote(request.getHttpURI().getPath()) + ": "
                + (e instanceof StackOverflowError ? "the stack overflowed"
                : message == null || message.isBlank() ? "no details" : Text.brief(message)));
        error(new ApiError(500, "internal", Texts.httpInternal(lang)));
    }

    /** The client left before its turn: nothing to answer, the exchange just ends. */
    void abandon() {
        if (answered.compareAndSet(false, true)) {
            callback.failed(new java.io.IOException("the client closed the connection"));
        }
    }
}
