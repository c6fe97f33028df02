package org.pacru.js.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.teavm.dependency.AbstractDependencyListener;
import org.teavm.dependency.DependencyAgent;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A TeaVM plugin of the build, never part of the package: when a compilation sets the TeaVM
 * property {@code pacru.compiled-classes} to a file, it writes there every class TeaVM's analysis
 * reached (what the build compiles into the package) with the artifact it came from, one line
 * each: {@code origin TAB class}. The origin is {@code groupId:artifactId:version} for a jar of
 * the local Maven repository (the property {@code pacru.compiled-classes.repository}), the path
 * of the folder or jar for any other class path entry (the reactor's own modules), and
 * {@code (no class file)} for a class TeaVM made itself. TeaVM compiles {@code java.*} from its class
 * library, whose classes carry the prefix {@code T} in {@code org.teavm.classlib}
 * ({@code java.util.HashMap} is {@code org.teavm.classlib.java.util.THashMap}): that is where the
 * origin of those is looked up.
 *
 * <p>Why: the package's licence notices (THIRD-PARTY-NOTICES.md) must name every project whose code
 * is compiled in; NpmPackageTest checks them against this list, not against one kept by hand.
 */
public final class CompiledClassesPlugin implements TeaVMPlugin {
    /** The TeaVM property naming the file to write. */
    static final String FILE = "pacru.compiled-classes";
    /** The TeaVM property naming the local Maven repository (coordinates are read from its layout). */
    static final String REPOSITORY = "pacru.compiled-classes.repository";
    /**
     * The origin of a class with no class file: one TeaVM made (a lambda, a continuation of an
     * asynchronous method) or one referenced that no class path entry has (TeaVM's class library has
     * no {@code java.time}).
     */
    static final String NO_CLASS_FILE = "(no class file)";

    @Override
    public void install(TeaVMHost host) {
        String file = host.getProperties().getProperty(FILE);
        if (file == null || file.isBlank()) {
            return;
        }
        String repository = host.getProperties().getProperty(REPOSITORY);
        if (repository == null || repository.isBlank()) {
            throw new IllegalStateException(FILE + " is set but " + REPOSITORY + " (the local Maven repository) is not");
        }
        host.add(new Recorder(Path.of(file), Path.of(repository), host.getClassLoader()));
    }

    /** Collects the reached classes and writes them with their origins when the analysis is complete. */
    static final class Recorder extends AbstractDependencyListener {
        private final Path file;
        private final Path repository;
        private final ClassLoader classes;
        private final Set<String> reached = new TreeSet<>();

        Recorder(Path file, Path repository, ClassLoader classes) {
            this.file = file;
            this.repository = repository.toAbsolutePath().normalize();
            this.classes = classes;
        }

        @Override
        public void classReached(DependencyAgent agent, String className) {
            reached.add(className);
        }

        @Override
        public void complete() {
            List<String> lines = new ArrayList<>();
            for (String name : reached) {
                lines.add(origin(name) + "\t" + name);
            }
            try {
                Files.createDirectories(file.toAbsolutePath().getParent());
                Files.write(file, lines, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(FILE + ": cannot write " + file, e);
            }
        }

        /** Where a reached class's class file is: its artifact's coordinates, a path, or {@link #NO_CLASS_FILE}. */
        String origin(String className) {
            String classFile = classFile(className);
            URL url = classes.getResource(classFile);
            if (url == null) {
                return NO_CLASS_FILE;
            }
            String spec = url.toString();
            Path entry;
            try {
                if (spec.startsWith("jar:")) {
                    entry = Path.of(URI.create(spec.substring(4, spec.indexOf("!/"))));
                } else if (spec.startsWith("file:")) {
                    Path path = Path.of(url.toURI());               // a folder of the class path: its root
                    entry = path.getRoot().resolve(path.subpath(0, path.getNameCount() - Path.of(classFile).getNameCount()));
                } else {
                    return spec;                             // jrt: a class of the JDK itself
                }
            } catch (URISyntaxException | IllegalArgumentException e) {
                throw new IllegalStateException(FILE + ": cannot read the class path entry of " + spec, e);
            }
            entry = entry.toAbsolutePath().normalize();
            if (entry.startsWith(repository) && entry.getFileName().toString().endsWith(".jar")) {
                Path relative = repository.relativize(entry);
                int n = relative.getNameCount();
                if (n >= 4) {
                    String group = relative.subpath(0, n - 3).toString().replace(relative.getFileSystem().getSeparator(), ".");
                    return group + ":" + relative.getName(n - 3) + ":" + relative.getName(n - 2);
                }
            }
            return entry.toString();
        }

        /** The class file TeaVM reads for a class: {@code java.*} from its class library. */
        static String classFile(String className) {
            String name = className;
            if (name.startsWith("java.")) {
                int dot = name.lastIndexOf('.');
                name = "org.teavm.classlib." + name.substring(0, dot + 1) + "T" + name.substring(dot + 1);
            }
            return name.replace('.', '/') + ".class";
        }
    }
}
