package org.pacru.js.build;

import org.teavm.vm.TeaVM;
import org.teavm.vm.TeaVMOptimizationLevel;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A TeaVM plugin of the build, never part of the package: it gives back TeaVM's optimisation
 * (devirtualisation, inlining, class-initialisation elimination) to a compilation that uses the
 * fast global analysis, at the level the TeaVM property {@code pacru.optimization} names:
 * {@code full} (pom.xml: the WebAssembly builds) or {@code advanced} (the JavaScript builds).
 *
 * <p>Why: TeaVM 0.16's tool runs every compilation with the fast analysis at its lowest
 * optimisation level, whatever {@code optimizationLevel} says, so no call was inlined, not even
 * {@code MoveCode.from}; WebAssembly's perft(5) took three times the JVM's time. The precise
 * analysis, which keeps the level asked for, gave a different and sometimes broken program from
 * build to build (docs/javascript.md). The fast analysis with these levels is the same program
 * every build and passes every Node test. WebAssembly takes the full level (perft at about 1.8×
 * the JVM's time). JavaScript takes the advanced one, which inlines only methods called once: as
 * fast there as the full level, and 10 KB smaller (brotli) than the lowest, where the full level
 * is 21 KB larger, over the package's size limit.
 *
 * <p>TeaVM finds the plugin through {@code META-INF/services/org.teavm.vm.spi.TeaVMPlugin} on the
 * compiled class path and installs it after the tool has chosen the level, so the level it sets
 * is the one the compilation runs at.
 */
public final class Optimization implements TeaVMPlugin {
    /** The TeaVM property that names the level. */
    static final String PROPERTY = "pacru.optimization";

    @Override
    public void install(TeaVMHost host) {
        String name = host.getProperties().getProperty(PROPERTY);
        if (name == null) {
            return;
        }
        TeaVMOptimizationLevel level = switch (name) {
            case "full" -> TeaVMOptimizationLevel.FULL;
            case "advanced" -> TeaVMOptimizationLevel.ADVANCED;
            default -> throw new IllegalStateException(PROPERTY + " is \"" + name + "\"; it takes full or advanced");
        };
        if (!(host instanceof TeaVM)) {
            throw new IllegalStateException(PROPERTY + " needs TeaVM 0.16's compiler as the plugin host, got "
                    + host.getClass());
        }
        ((TeaVM) host).setOptimizationLevel(level);
    }
}
