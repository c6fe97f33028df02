package org.pacru.examples.cli;

import org.pacru.examples.text.Text;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * Reads and writes the files the commands name, turning every failure into a
 * {@link Inputs.BadInputException} whose message names the file and says in words what is wrong:
 * no such file, a directory, not valid UTF-8 (with the byte offset), too large, a name this system
 * cannot use, a missing directory, no permission.
 *
 * <pre>{@code
 * String record = TextFile.read("club-night.pgn", Language.ENGLISH);
 * TextFile.write("board.svg", svg, Language.ENGLISH);
 * }</pre>
 */
public final class TextFile {
    /** The largest text a command reads whole: 16 MiB, far more than any game record. */
    public static final int MAX_BYTES = 16 << 20;

    private TextFile() {
    }

    /**
     * Reads a UTF-8 text file whole.
     *
     * @param name the file name as given on the command line
     * @param lang the language of the messages
     * @return the text
     * @throws Inputs.BadInputException if the file cannot be read or is not UTF-8 text
     */
    public static String read(String name, Language lang) throws Inputs.BadInputException {
        Path path = path(name, lang);
        if (Files.isDirectory(path)) {
            throw new Inputs.BadInputException(Texts.fileIsDirectoryNotFile(lang, Text.quote(name)));
        }
        try (InputStream in = Files.newInputStream(path)) {
            return decode(Text.quote(name), in, Files.size(path), lang);
        } catch (IOException e) {
            throw new Inputs.BadInputException(Texts.fileCannotRead(lang, Text.quote(name), describe(e, lang)));
        }
    }

    /**
     * Reads a stream whole as UTF-8 text.
     *
     * @param what the stream's name for messages, such as {@code stdin}
     * @param in the stream
     * @param lang the language of the messages
     * @return the text
     * @throws Inputs.BadInputException if it is not UTF-8 text or too large
     * @throws IOException if reading fails
     */
    public static String decode(String what, InputStream in, Language lang) throws Inputs.BadInputException, IOException {
        return decode(what, in, 0, lang);
    }

    /** As {@link #decode(String, InputStream, Language)}, with the expected size (a file's) to read into one array. */
    private static String decode(String what, InputStream in, long expected, Language lang)
            throws Inputs.BadInputException, IOException {
        if (expected > MAX_BYTES) {
            throw new Inputs.BadInputException(Texts.fileTooLarge(lang, what, MAX_BYTES >> 20));
        }
        byte[] bytes = new byte[(int) Math.max(1 << 16, expected + 1)];
        int size = 0;
        for (int n = in.read(bytes, size, bytes.length - size); n >= 0; n = in.read(bytes, size, bytes.length - size)) {
            size += n;
            if (size > MAX_BYTES) {
                throw new Inputs.BadInputException(Texts.fileTooLarge(lang, what, MAX_BYTES >> 20));
            }
            if (size == bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.min(bytes.length * 2, MAX_BYTES + 1));
            }
        }
        // Checked in small steps (no second copy of the text), then decoded once.
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer input = ByteBuffer.wrap(bytes, 0, size);
        CharBuffer window = CharBuffer.allocate(1 << 12);
        CoderResult result;
        do {
            window.clear();
            result = decoder.decode(input, window, true);
        } while (result.isOverflow());
        if (!result.isError()) {
            window.clear();
            result = decoder.flush(window);
        }
        if (result.isError()) {
            throw new Inputs.BadInputException(Texts.fileNotUtf8(lang, what, input.position()));
        }
        // A byte order mark (as some editors save UTF-8) is not part of the text.
        int start = size >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf ? 3 : 0;
        return new String(bytes, start, size - start, StandardCharsets.UTF_8);
    }

    /**
     * Writes a text file in UTF-8.
     *
     * @param name the file name as given on the command line
     * @param text the text
     * @param lang the language of the messages
     * @throws Inputs.BadInputException if the file cannot be written
     */
    public static void write(String name, String text, Language lang) throws Inputs.BadInputException {
        Path path = path(name, lang);
        try {
            Files.writeString(path, text, StandardCharsets.UTF_8);
        } catch (IOException | UncheckedIOException e) {
            IOException cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause()
                    : (IOException) e;
            Path parent = path.toAbsolutePath().getParent();
            String why = cause instanceof NoSuchFileException && parent != null && !Files.isDirectory(parent)
                    ? Texts.fileNoDirectory(lang, Text.quote(parent.toString()))
                    : Files.isDirectory(path) ? Texts.fileIsDirectory(lang) : describe(cause, lang);
            throw new Inputs.BadInputException(Texts.fileCannotWrite(lang, Text.quote(name), why));
        }
    }

    /**
     * A file-system failure in words.
     *
     * @param e the failure
     * @param lang the language of the words
     * @return what went wrong, such as {@code no such file or directory} or the system's
     *     {@code No space left on device}; never the name of a Java class
     */
    public static String describe(IOException e, Language lang) {
        if (e instanceof NoSuchFileException) {
            return Texts.fileNotFound(lang);
        }
        if (e instanceof AccessDeniedException) {
            return Texts.fileDenied(lang);
        }
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return Text.brief(fileSystem.getReason());
        }
        // The system's words (such as "No space left on device"), never the exception's class.
        return e.getMessage() == null || e.getMessage().isBlank() ? Texts.failureIoUnknown(lang)
                : Text.brief(e.getMessage());
    }

    private static Path path(String name, Language lang) throws Inputs.BadInputException {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new Inputs.BadInputException(Texts.fileBadName(lang, Text.quote(name), Text.brief(e.getReason())));
        }
    }
}
