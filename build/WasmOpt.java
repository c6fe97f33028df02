import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Optimises a WebAssembly module in place with Binaryen's {@code wasm-opt}, at build time
 * (exec-maven-plugin runs it with the JDK's single-file source launcher):
 *
 * <pre>
 * java build/WasmOpt.java CACHE-DIR BINARYEN-VERSION MODULE.wasm "FLAG ..."
 * </pre>
 *
 * <p>{@code wasm-opt} is the npm package {@code binaryen} at the pinned BINARYEN-VERSION (Binaryen
 * compiled to WebAssembly, run by Node.js), installed by this program from the npm registry into
 * {@code CACHE-DIR/binaryen-VERSION} the first time ({@code npm install}), and kept there. It needs
 * {@code npm} on the PATH and Node.js: {@code PACRU_NODE} if set, else {@code node} on the PATH (any
 * Node.js 18 or later runs it; the module need not be loadable by that Node). The flags, separated
 * by spaces, are given whole by the caller (pacru-js/pom.xml: one property for every module), and
 * the result must validate: {@code wasm-opt} checks it before writing. A failure stops the build:
 * a package without the optimisation would be another package. A module already optimised (its
 * hash in {@code MODULE.wasm.wasm-opt}, written after the last run) is left as it is, so a build
 * that did not recompile it does not optimise it twice.
 */
public final class WasmOpt {
    private WasmOpt() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length < 3) {
            throw new IllegalArgumentException("usage: java build/WasmOpt.java CACHE-DIR BINARYEN-VERSION MODULE.wasm FLAG ...");
        }
        Path home = Path.of(args[0]).resolve("binaryen-" + args[1]);
        Path wasmOpt = home.resolve("node_modules").resolve("binaryen").resolve("bin").resolve("wasm-opt");
        String node = System.getenv().getOrDefault("PACRU_NODE", "node");
        if (!Files.isRegularFile(wasmOpt)) {
            Files.createDirectories(home);
            run(List.of(npm(), "install", "--no-audit", "--no-fund", "--no-save", "--prefix", home.toString(),
                    "binaryen@" + args[1]), 600);
        }
        Path module = Path.of(args[2]);
        Path stamp = module.resolveSibling(module.getFileName() + ".wasm-opt");
        if (Files.isRegularFile(stamp) && Files.readString(stamp).strip().equals(sha256(module))) {
            System.out.println("wasm-opt: " + module.getFileName() + " is already optimised");
            return;
        }
        Path out = module.resolveSibling(module.getFileName() + ".opt");
        List<String> command = new ArrayList<>(List.of(node, wasmOpt.toString(), module.toString()));
        for (String flags : List.of(args).subList(3, args.length)) {
            for (String flag : flags.strip().split("\\s+")) {
                if (!flag.isEmpty()) {
                    command.add(flag);
                }
            }
        }
        command.addAll(List.of("-o", out.toString()));
        long before = Files.size(module);
        long start = System.nanoTime();
        run(command, 1200);
        Files.move(out, module, StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(stamp, sha256(module) + "\n");
        System.out.println("wasm-opt (binaryen " + args[1] + ") " + module.getFileName() + ": " + before + " -> "
                + Files.size(module) + " bytes in " + (System.nanoTime() - start) / 1_000_000_000 + " s");
    }

    private static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String npm() {
        return System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows") ? "npm.cmd" : "npm";
    }

    private static void run(List<String> command, long seconds) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException e) {
            throw new IOException("cannot run " + command.get(0) + " (wasm-opt needs npm and Node.js 18 or later on the"
                    + " PATH, or PACRU_NODE naming Node.js): " + e.getMessage(), e);
        }
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + ": no result within " + seconds + " s");
        }
        if (p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + ": exit " + p.exitValue());
        }
    }
}
