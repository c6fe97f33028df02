package org.pacru.examples.serve;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.util.thread.Scheduler;
import org.pacru.examples.api.Api;
import org.pacru.examples.api.ApiError;
import org.pacru.examples.text.Texts;

/**
 * Reads the body of one API request of {@link HttpFront} without blocking (Jetty calls {@link #run}
 * again whenever more of it has arrived): chunks as they arrive, up to {@code maxBody} bytes,
 * within {@code bodyTimeout}. Over the size, the rest is read and dropped (up to
 * {@link #DRAIN} bytes, so the client is not reset before it reads the answer) and the answer
 * is 413; out of time, 408; both close the connection.
 */
final class BodyReader implements Runnable {
    /** The most bytes of an oversized body read (and dropped) before answering 413 and closing. */
    static final long DRAIN = 4L * 1024 * 1024;

    private final Exchange ex;
    private final long maxBody;
    private final Duration bodyTimeout;
    private final Consumer<Map<String, Object>> whenRead;
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();
    private long read;
    private Scheduler.Task deadline;

    /**
     * @param ex the request whose body this reads, and answers on error
     * @param maxBody the largest body in bytes (413 beyond)
     * @param bodyTimeout the time the body may take (408 beyond)
     * @param whenRead what to do with the body, once read whole and parsed as one JSON object
     */
    BodyReader(Exchange ex, long maxBody, Duration bodyTimeout, Consumer<Map<String, Object>> whenRead) {
        this.ex = ex;
        this.maxBody = maxBody;
        this.bodyTimeout = bodyTimeout;
        this.whenRead = whenRead;
    }

    void start() {
        long declared = ex.request.getLength();
        if (declared > DRAIN) {
            ex.response.getHeaders().put(HttpHeader.CONNECTION, "close");
            throw tooLarge();
        }
        deadline = ex.request.getComponents().getScheduler().schedule(this::expire,
                bodyTimeout.toMillis(), TimeUnit.MILLISECONDS);
        run();
    }

    private void expire() {
        ex.response.getHeaders().put(HttpHeader.CONNECTION, "close");
        ex.error(new ApiError(408, "request-timeout", Texts.httpBodyTimeout(ex.lang,
                bodyTimeout.toSeconds())));
    }

    @Override
    public void run() {
        try {
            while (true) {
                if (ex.answered.get()) {
                    return;
                }
                Content.Chunk chunk = ex.request.read();
                if (chunk == null) {
                    ex.request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    deadline.cancel();
                    ex.error(new ApiError(400, "bad-request", Texts.httpWithReason(ex.lang,
                            Texts.httpBadRequest(ex.lang), Texts.httpBodyUnreadable(ex.lang))));
                    return;
                }
                ByteBuffer b = chunk.getByteBuffer();
                int n = b.remaining();
                if (read + n <= maxBody) {
                    byte[] bytes = new byte[n];
                    b.get(bytes);
                    body.write(bytes, 0, n);
                }
                read += n;
                boolean last = chunk.isLast();
                chunk.release();
                if (read > DRAIN || last && read > maxBody) {
                    deadline.cancel();
                    ex.response.getHeaders().put(HttpHeader.CONNECTION, "close");
                    ex.error(tooLarge());
                    return;
                }
                if (last) {
                    deadline.cancel();
                    // The body's language is not known before it is read: a malformed one is
                    // answered in the language of Accept-Language.
                    whenRead.accept(Api.parseObject(text(body.toByteArray()), ex.lang));
                    return;
                }
            }
        } catch (ApiError e) {
            deadline.cancel();
            ex.error(e);
        } catch (RuntimeException e) {
            deadline.cancel();
            ex.internal(e);
        }
    }

    /**
     * The body as text: UTF-8 (a byte order mark at the start is dropped), else a 400
     * {@code malformed-json}.
     */
    private String text(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new ApiError(400, "malformed-json", Texts.httpNotUtf8(ex.lang));
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private ApiError tooLarge() {
        return new ApiError(413, "too-large", Texts.httpBodyTooLarge(ex.lang, maxBody));
    }
}
