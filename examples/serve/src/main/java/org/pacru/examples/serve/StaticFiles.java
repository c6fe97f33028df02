package org.pacru.examples.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The page's files: resources of the jar under {@code web/} (the npm package it runs under
 * {@code web/pkg/}), read once when the server starts
 * and served from memory by exact path (no path is ever joined to a directory), each with its
 * type and a strong {@code ETag} (a hash of its bytes) for revalidation.
 */
final class StaticFiles {
    /**
     * One file: its bytes, its content type, its entity tag, and whether it is a document that
     * runs the engine (the page, the worker: {@link Server#PAGE_CSP}).
     */
    record File(byte[] bytes, String type, String etag, boolean runsEngine) {
    }

    private static final String[][] FILES = {
        {"/", "index.html", "text/html; charset=utf-8"},
        {"/index.html", "index.html", "text/html; charset=utf-8"},
        {"/texts.js", "texts.js", "text/javascript; charset=utf-8"},
        {"/engine.js", "engine.js", "text/javascript; charset=utf-8"},
        {"/worker.js", "worker.js", "text/javascript; charset=utf-8"},
        // The page's ES modules (web/js/, main.js the entry).
        {"/js/api.js", "js/api.js", "text/javascript; charset=utf-8"},
        {"/js/board.js", "js/board.js", "text/javascript; charset=utf-8"},
        {"/js/build.js", "js/build.js", "text/javascript; charset=utf-8"},
        {"/js/computer.js", "js/computer.js", "text/javascript; charset=utf-8"},
        {"/js/dialogs.js", "js/dialogs.js", "text/javascript; charset=utf-8"},
        {"/js/dom.js", "js/dom.js", "text/javascript; charset=utf-8"},
        {"/js/explain.js", "js/explain.js", "text/javascript; charset=utf-8"},
        {"/js/game.js", "js/game.js", "text/javascript; charset=utf-8"},
        {"/js/hint.js", "js/hint.js", "text/javascript; charset=utf-8"},
        {"/js/lang.js", "js/lang.js", "text/javascript; charset=utf-8"},
        {"/js/main.js", "js/main.js", "text/javascript; charset=utf-8"},
        {"/js/moves.js", "js/moves.js", "text/javascript; charset=utf-8"},
        {"/js/navigate.js", "js/navigate.js", "text/javascript; charset=utf-8"},
        {"/js/seats.js", "js/seats.js", "text/javascript; charset=utf-8"},
        {"/js/setup.js", "js/setup.js", "text/javascript; charset=utf-8"},
        {"/js/state.js", "js/state.js", "text/javascript; charset=utf-8"},
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
            files.put(f[0], new File(bytes, f[2], etag(bytes), runsEngine));
        }
    }

    Optional<File> get(String path) {
        return Optional.ofNullable(files.get(path));
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
