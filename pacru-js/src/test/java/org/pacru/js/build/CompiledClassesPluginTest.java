package org.pacru.js.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The list of compiled classes ({@link CompiledClassesPlugin}) on a class path made here: a jar of a
 * Maven repository is named by its coordinates, a folder by its path, {@code java.*} is looked up
 * as TeaVM's class library has it, and a class without a class file says so. That the build's
 * lists name what the package holds is NpmPackageTest's part.
 */
class CompiledClassesPluginTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a reached class's origin: an artifact's coordinates from the repository's layout, a folder's path, TeaVM's class library for java.*, or no class file")
    void originsOfReachedClasses() throws IOException {
        Path repository = dir.resolve("repository");
        Path library = repository.resolve("org/example/lib/1.2/lib-1.2.jar");
        jar(library, "org/example/A.class", "org/teavm/classlib/java/util/THashMap.class",
                "org/teavm/classlib/java/util/THashMap$HashEntry.class");
        Path outside = dir.resolve("elsewhere/tool.jar");
        jar(outside, "org/example/Tool.class");
        Path classes = dir.resolve("project/target/classes");
        Files.createDirectories(classes.resolve("org/pacru"));
        Files.write(classes.resolve("org/pacru/B.class"), new byte[] {1});
        try (URLClassLoader loader = new URLClassLoader(new URL[] {library.toUri().toURL(), outside.toUri().toURL(),
                classes.toUri().toURL()}, null)) {
            CompiledClassesPlugin.Recorder recorder = new CompiledClassesPlugin.Recorder(dir.resolve("out/list.txt"), repository, loader);
            assertThat(recorder.origin("org.example.A")).isEqualTo("org.example:lib:1.2");
            assertThat(recorder.origin("java.util.HashMap")).isEqualTo("org.example:lib:1.2");
            assertThat(recorder.origin("java.util.HashMap$HashEntry")).isEqualTo("org.example:lib:1.2");
            assertThat(recorder.origin("org.example.Tool")).isEqualTo(outside.toAbsolutePath().normalize().toString());
            assertThat(recorder.origin("org.pacru.B")).isEqualTo(classes.toAbsolutePath().normalize().toString());
            assertThat(recorder.origin("org.pacru.B$lambda$_0_0")).isEqualTo(CompiledClassesPlugin.NO_CLASS_FILE);
            assertThat(recorder.origin("java.time.Duration")).isEqualTo(CompiledClassesPlugin.NO_CLASS_FILE);
        }
    }

    @Test
    @DisplayName("when the analysis completes, the reached classes are written sorted, each once, with their origins")
    void writesTheReachedClasses() throws IOException {
        Path repository = dir.resolve("repository");
        Path library = repository.resolve("org/example/lib/1.2/lib-1.2.jar");
        jar(library, "org/example/A.class");
        Path list = dir.resolve("out/list.txt");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {library.toUri().toURL()}, null)) {
            CompiledClassesPlugin.Recorder recorder = new CompiledClassesPlugin.Recorder(list, repository, loader);
            recorder.classReached(null, "x.Made");
            recorder.classReached(null, "org.example.A");
            recorder.classReached(null, "x.Made");
            recorder.complete();
        }
        assertThat(Files.readAllLines(list, StandardCharsets.UTF_8))
                .containsExactly("org.example:lib:1.2\torg.example.A", CompiledClassesPlugin.NO_CLASS_FILE + "\tx.Made");
    }

    @Test
    @DisplayName("java.* is read from TeaVM's class library: the class file's name takes the prefix T in org.teavm.classlib")
    void classFileOfJavaClasses() {
        assertThat(CompiledClassesPlugin.Recorder.classFile("java.lang.String")).isEqualTo("org/teavm/classlib/java/lang/TString.class");
        assertThat(CompiledClassesPlugin.Recorder.classFile("org.pacru.core.Game")).isEqualTo("org/pacru/core/Game.class");
    }

    private static void jar(Path file, String... entries) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            for (String entry : List.of(entries)) {
                jar.putNextEntry(new JarEntry(entry));
                jar.write(1);
                jar.closeEntry();
            }
        }
    }
}
