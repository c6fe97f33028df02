package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.examples.cli.Main;

/** {@code pacru serve} through the tool's real entry point, in its own process. */
class ServeCommandTest {

    @Test
    @DisplayName("serve --port 0 prints 'pacru: serving http://127.0.0.1:PORT/' first and answers there")
    void servesOnAFreePort() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0")).redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String first = out.readLine();
            assertThat(first).matches("pacru: serving http://127\\.0\\.0\\.1:\\d+/");
            String url = first.substring("pacru: serving ".length());
            ApiClient client = new ApiClient(url);
            assertThat(client.get("").body()).contains("<title>pacru");
            assertThat(client.post("check", "{\"action\":\"e1-e2\"}").json().get("legal").asBoolean()).isTrue();
        } finally {
            p.destroy();
            p.waitFor();
        }
    }

    @Test
    @DisplayName("Ctrl-C (SIGTERM) stops serve cleanly: it says 'pacru: stopped' and prints nothing else")
    void stopsCleanly() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", "--port", "0")).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        assertThat(first).startsWith("pacru: serving ");
        assertThat(new ApiClient(first.substring("pacru: serving ".length())).post("legal", "{}").status())
                .isEqualTo(200);
        // As Ctrl-C does: a signal (Process.destroy would also close this side's pipes).
        new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor();
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        List<String> rest = out.lines().toList();
        assertThat(rest).containsExactly("pacru: stopped");
    }

    @Test
    @DisplayName("serve --cors takes one valid origin: '*', a path or control characters are usage errors, escaped")
    void corsMustBeAnOrigin() {
        for (String bad : List.of("*", "https://play.example/", "https://play.example\r\nX: y", "https://\u001b[31mred")) {
            String arg = bad.replace("\\r", "\r").replace("\\n", "\n").replace("\\u001b", "\u001b");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = Main.run(new String[] {"serve", "--port", "0", "--cors", arg},
                    new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(status).as(bad).isEqualTo(Main.USAGE);
            String message = err.toString(StandardCharsets.UTF_8);
            assertThat(message).contains("--cors: ").contains("is not an origin").doesNotContain("\u001b")
                    .doesNotContain("\r");
            assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        }
    }

    @Test
    @DisplayName("serve --help documents the options; a bad port is a usage error (exit 2)")
    void helpAndUsage() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int help = Main.run(new String[] {"serve", "--help"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(help).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Usage: pacru serve").contains("--cors ORIGIN");
        int bad = Main.run(new String[] {"serve", "--port", "70000"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(bad).isEqualTo(Main.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--port");
    }
}
