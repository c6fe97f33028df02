package org.pacru.examples.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs the real entry point {@link Main#run} in this process and captures what it prints. */
record CliRun(int status, String out, String err) {

    static CliRun withInput(String stdin, String... args) {
        return withBytes(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    static CliRun withBytes(byte[] stdin, String... args) {
        return withStream(new ByteArrayInputStream(stdin), args);
    }

    static CliRun withStream(java.io.InputStream stdin, String... args) {
        return withEnvironment(ENGLISH, stdin, args);
    }

    /** The environment of every run but those of {@link #withEnvironment}: English, whatever the machine's. */
    static final Map<String, String> ENGLISH = Map.of("LANG", "C.UTF-8");

    static CliRun withEnvironment(Map<String, String> environment, java.io.InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, environment, stdin,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static CliRun run(String... args) {
        return withInput("", args);
    }

    String[] lines() {
        return out.isEmpty() ? new String[0] : out.split("\n", -1);
    }
}
