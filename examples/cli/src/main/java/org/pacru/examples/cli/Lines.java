package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.pacru.rules.Language;

/**
 * Standard input of a batch command as UTF-8 lines of bounded length, in constant memory.
 *
 * <p>The line-ending rule: a line ends at LF or CRLF (the CR is dropped); a bare CR is an
 * ordinary character and stays inside the line; the last line needs no line end. A line longer
 * than {@link #MAX_BYTES} bytes is not kept: the reader skips to its end and reports it as too
 * long, and so it reports a line that is not valid UTF-8, with the byte offset; the command then
 * prints its {@code error} line and goes on with the next line.
 *
 * <pre>{@code
 * Lines lines = new Lines(System.in, Lines.MAX_BYTES);
 * for (Lines.Line line = lines.next(); line != null; line = lines.next()) {
 *     if (line.problem().isPresent()) { ... } else { use(line.text()); }
 * }
 * }</pre>
 */
public final class Lines {
    /** The longest line a batch command reads: 1 MiB, far more than any position and actions. */
    public static final int MAX_BYTES = 1 << 20;

    private final InputStream in;
    private final int maxBytes;
    private final byte[] chunk = new byte[1 << 16];
    private int chunkPos;
    private int chunkEnd;
    private byte[] line = new byte[256];
    private long number;
    private boolean eof;
    private final Language lang;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    /**
     * Reads lines from a stream.
     *
     * @param in the stream (not closed by this reader)
     * @param maxBytes the longest line kept, in bytes without the line end
     */
    public Lines(InputStream in, int maxBytes) {
        this(in, maxBytes, Language.ENGLISH);
    }

    /**
     * Reads lines from a stream, saying what is wrong with a line in a language.
     *
     * @param in the stream (not closed by this reader)
     * @param maxBytes the longest line kept, in bytes without the line end
     * @param lang the language of a line's problem
     */
    public Lines(InputStream in, int maxBytes, Language lang) {
        this.in = Objects.requireNonNull(in, "in");
        if (maxBytes < 1) {
            throw new IllegalArgumentException("maxBytes must be positive, not " + maxBytes);
        }
        this.maxBytes = maxBytes;
        this.lang = Objects.requireNonNull(lang, "lang");
    }

    /**
     * One line of input: its number (from 1), and its text or what is wrong with it.
     *
     * @param number the line number, from 1
     * @param text the line without its line end; empty if there is a problem
     * @param problem why the line cannot be read (too long, not UTF-8), or empty
     */
    public record Line(long number, String text, Optional<String> problem) {
        /**
         * Checks for nulls.
         *
         * @param number the line number
         * @param text the text
         * @param problem the problem, if any
         */
        public Line {
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(problem, "problem");
        }
    }

    /**
     * The number of the last line returned.
     *
     * @return the line number, 0 before the first line
     */
    public long lineNumber() {
        return number;
    }

    /**
     * The next line.
     *
     * @return the line, or null at the end of the input
     * @throws IOException if reading fails
     */
    public Line next() throws IOException {
        if (eof) {
            return null;
        }
        int length = 0;
        long total = 0;
        boolean any = false;
        boolean endedAtLf = false;
        while (!endedAtLf) {
            if (chunkPos == chunkEnd) {
                chunkEnd = in.read(chunk, 0, chunk.length);
                chunkPos = 0;
                if (chunkEnd <= 0) {
                    chunkEnd = 0;
                    eof = true;
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            any = true;
            int start = chunkPos;
            int end = chunkEnd;
            for (int i = start; i < chunkEnd; i++) {
                if (chunk[i] == '\n') {
                    end = i;
                    endedAtLf = true;
                    break;
                }
            }
            int n = end - start;
            total += n;
            if (total <= maxBytes + 1L) {  // one byte more than the limit: the CR of a CRLF
                if (length + n > line.length) {
                    line = Arrays.copyOf(line, (int) Math.min(maxBytes + 1L, Math.max(2L * line.length, length + n)));
                }
                System.arraycopy(chunk, start, line, length, n);
                length += n;
            }
            chunkPos = endedAtLf ? end + 1 : end;
        }
        number++;
        if (endedAtLf && total > 0 && total <= maxBytes + 1L && line[length - 1] == '\r') {
            length--;  // CRLF: the CR belongs to the line end; a bare CR stays in the line
            total--;
        }
        if (total > maxBytes) {
            shrink();
            return new Line(number, "", Optional.of(Texts.inputLineTooLong(lang, total, maxBytes)));
        }
        return decode(length);
    }

    private Line decode(int length) {
        decoder.reset();
        ByteBuffer bytes = ByteBuffer.wrap(line, 0, length);
        CharBuffer chars = CharBuffer.allocate(length);
        CoderResult result = decoder.decode(bytes, chars, true);
        if (!result.isError()) {
            result = decoder.flush(chars);
        }
        shrink();
        if (result.isError()) {
            return new Line(number, "", Optional.of(Texts.inputLineNotUtf8(lang, bytes.position() + 1)));
        }
        chars.flip();
        return new Line(number, chars.toString(), Optional.empty());
    }

    /** Lets a long line's buffer go, so that one long line does not keep its memory. */
    private void shrink() {
        if (line.length > 1 << 16) {
            line = new byte[256];
        }
    }
}
