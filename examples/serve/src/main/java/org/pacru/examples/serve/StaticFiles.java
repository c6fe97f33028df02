package org.pacru.examples.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The page's files: resources of the jar under {@code web/} (the npm package it runs under
 * {@code web/pkg/}), read once when the server starts
 * and served from memory by exact path (no path is ever joined to a directory), each with its
 * type and a strong {@code ETag} (a hash of its bytes) for revalidation. A file the build
 * precompressed ({@code pkg/pacru.wasm}: {@code .br} and {@code .gz} beside it in the jar,
 * build/Precompress.java) is also held in those encodings, each with its own tag, and sent in the
 * one the request's {@code Accept-Encoding} prefers.
 */
final class StaticFiles {
    /** The content codings the build precompresses, best first: brotli, then gzip. */
    private static final String[][] CODINGS = {{"br", ".br"}, {"gzip", ".gz"}};

    /**
     * One file: its bytes, its content type, its entity tag, whether it is a document that
     * runs the engine (the page, the worker: {@link Server#PAGE_CSP}), and its precompressed
     * encodings, best first (none for most files).
     */
    record File(byte[] bytes, String type, String etag, boolean runsEngine, List<Encoded> encodings) {
        /**
         * What to send for a request's {@code Accept-Encoding}: the encoding it accepts with the
         * highest quality (brotli before gzip on a tie), unless it prefers the file as it is.
         *
         * @param acceptEncoding the header, or null
         * @return the encoding, or empty for the file as it is
         */
        Optional<Encoded> encodingFor(String acceptEncoding) {
            double identity = quality(acceptEncoding, "identity");
            Encoded best = null;
            double bestQuality = 0;
            for (Encoded e : encodings) {
                double q = quality(acceptEncoding, e.coding());
                if (q > bestQuality) {
                    best = e;
                    bestQuality = q;
                }
            }
            return best != null && bestQuality >= identity ? Optional.of(best) : Optional.empty();
        }
    }

    /**
     * A file in one content coding.
     *
     * @param coding the {@code Content-Encoding}: {@code br} or {@code gzip}
     * @param bytes the encoded bytes
     * @param etag its entity tag: the file's, marked with the coding (a strong tag names one
     *     representation)
     */
    record Encoded(String coding, byte[] bytes, String etag) {
    }

    private static final String[][] FILES = {
        {"/", "index.html", "text/html; charset=utf-8"},
        {"/index.html", "index.html", "text/html; charset=utf-8"},
        {"/texts.js", "texts.js", "text/javascript; charset=utf-8"},
        {"/engine.js", "engine.js", "text/javascript; charset=utf-8"},
        {"/worker.js", "worker.js", "text/javascript; charset=utf-8"},
        // The page's ES modules (web/js/, main.js the entry).
        {"/js/annotate.js", "js/annotate.js", "text/javascript; charset=utf-8"},
        {"/js/api.js", "js/api.js", "text/javascript; charset=utf-8"},
        {"/js/board.js", "js/board.js", "text/javascript; charset=utf-8"},
        {"/js/build.js", "js/build.js", "text/javascript; charset=utf-8"},
        {"/js/computer.js", "js/computer.js", "text/javascript; charset=utf-8"},
        {"/js/dialogs.js", "js/dialogs.js", "text/javascript; charset=utf-8"},
        {"/js/dom.js", "js/dom.js", "text/javascript; charset=utf-8"},
        {"/js/evaluation.js", "js/evaluation.js", "text/javascript; charset=utf-8"},
        {"/js/explain.js", "js/explain.js", "text/javascript; charset=utf-8"},
        {"/js/game.js", "js/game.js", "text/javascript; charset=utf-8"},
        {"/js/hint.js", "js/hint.js", "text/javascript; charset=utf-8"},
        {"/js/lang.js", "js/lang.js", "text/javascript; charset=utf-8"},
        {"/js/lines.js", "js/lines.js", "text/javascript; charset=utf-8"},
        {"/js/main.js", "js/main.js", "text/javascript; charset=utf-8"},
        {"/js/moves.js", "js/moves.js", "text/javascript; charset=utf-8"},
        {"/js/navigate.js", "js/navigate.js", "text/javascript; charset=utf-8"},
        {"/js/review.js", "js/review.js", "text/javascript; charset=utf-8"},
        {"/js/orientation.js", "js/orientation.js", "text/javascript; charset=utf-8"},
        {"/js/overlay.js", "js/overlay.js", "text/javascript; charset=utf-8"},
        {"/js/records.js", "js/records.js", "text/javascript; charset=utf-8"},
        {"/js/seats.js", "js/seats.js", "text/javascript; charset=utf-8"},
        {"/js/setup.js", "js/setup.js", "text/javascript; charset=utf-8"},
        {"/js/state.js", "js/state.js", "text/javascript; charset=utf-8"},
        {"/js/tree.js", "js/tree.js", "text/javascript; charset=utf-8"},
        {"/js/types.js", "js/types.js", "text/javascript; charset=utf-8"},
        {"/app.css", "app.css", "text/css; charset=utf-8"},
        {"/favicon.svg", "favicon.svg", "image/svg+xml"},
        {"/rules.html", "rules.html", "text/html; charset=utf-8"},
        {"/rules.es.html", "rules.es.html", "text/html; charset=utf-8"},
        {"/rules.ja.html", "rules.ja.html", "text/html; charset=utf-8"},
        {"/rules.css", "rules.css", "text/css; charset=utf-8"},
        // The npm package the page runs (examples/serve/pom.xml copies it from pacru-js's build).
        {"/pkg/index.js", "pkg/index.js", "text/javascript; charset=utf-8"},
        {"/pkg/pacru.wasm", "pkg/pacru.wasm", "application/wasm"},
        {"/pkg/pacru.wasm-runtime.js", "pkg/pacru.wasm-runtime.js", "text/javascript; charset=utf-8"},
        {"/pkg/pacru.js", "pkg/pacru.js", "text/javascript; charset=utf-8"},
    };

    private final Map<String, File> files = new LinkedHashMap<>();

    StaticFiles() {
        for (String[] f : FILES) {
            byte[] bytes = read(f[1]);
            boolean runsEngine = f[1].equals("index.html") || f[1].equals("worker.js");
            String etag = etag(bytes);
            List<Encoded> encodings = new ArrayList<>();
            for (String[] c : CODINGS) {
                byte[] encoded = readIfPresent(f[1] + c[1]);
                if (encoded != null) {
                    encodings.add(new Encoded(c[0], encoded, etag.substring(0, etag.length() - 1) + "-" + c[0] + "\""));
                }
            }
            files.put(f[0], new File(bytes, f[2], etag, runsEngine, List.copyOf(encodings)));
        }
    }

    Optional<File> get(String path) {
        return Optional.ofNullable(files.get(path));
    }

    /**
     * The quality a request's {@code Accept-Encoding} gives a content coding (RFC 9110 §12.5.3):
     * its own {@code q}, else that of {@code *}; a coding not named is not acceptable, but
     * {@code identity}, which is acceptable unless excluded, after every coding named (0.001). No
     * header: only {@code identity}.
     *
     * @param header the header, or null
     * @param coding the coding, in lower case
     * @return the quality, 0 to 1
     */
    static double quality(String header, String coding) {
        boolean identity = coding.equals("identity");
        if (header == null) {
            return identity ? 1 : 0;
        }
        double star = -1;
        for (String item : header.split(",")) {
            String[] parts = item.split(";");
            String name = parts[0].strip().toLowerCase(Locale.ROOT);
            double q = 1;
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i].strip().toLowerCase(Locale.ROOT);
                if (p.startsWith("q=")) {
                    q = parseQuality(p.substring(2).strip());
                }
            }
            if (name.equals(coding) || coding.equals("gzip") && name.equals("x-gzip")) {
                return q;
            }
            if (name.equals("*")) {
                star = q;
            }
        }
        return star >= 0 ? star : identity ? 0.001 : 0;
    }

    /** A {@code q} value: 0 to 1 with up to three decimals; anything else reads 0 (not acceptable). */
    private static double parseQuality(String q) {
        if (!q.matches("(0(\\.[0-9]{0,3})?|1(\\.0{0,3})?)")) {
            return 0;
        }
        return Double.parseDouble(q);
    }

    private static byte[] readIfPresent(String name) {
        try (InputStream in = StaticFiles.class.getResourceAsStream("web/" + name)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] read(String name) {
        try (InputStream in = StaticFiles.class.getResourceAsStream("web/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the page's file web/" + name + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String etag(byte[] bytes) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(bytes);
            return "\"" + HexFormat.of().formatHex(hash, 0, 12) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Whether an {@code If-None-Match} header matches a tag (a list, weak tags and {@code *}
     * included).
     *
     * @param header the header, or null
     * @param etag the file's tag
     * @return true if the client's copy is current
     */
    static boolean matches(String header, String etag) {
        if (header == null) {
            return false;
        }
        for (String t : header.split(",")) {
            String tag = t.strip();
            if (tag.startsWith("W/")) {
                tag = tag.substring(2);
            }
            if (tag.equals("*") || tag.equals(etag)) {
                return true;
            }
        }
        return false;
    }

    static String text(File f) {
        return new String(f.bytes(), StandardCharsets.UTF_8);
    }
}
