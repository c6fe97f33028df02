package org.pacru.js.build;

import org.teavm.vm.TeaVM;
import org.teavm.vm.TeaVMOptimizationLevel;
import org.teavm.vm.spi.TeaVMHost;
import org.teavm.vm.spi.TeaVMPlugin;

/**
 * A TeaVM plugin of the build, never part of the package: it gives back TeaVM's full optimisation
 * (devirtualisation, inlining, class-initialisation elimination) to a compilation that uses the
 * fast global analysis, when that compilation sets the TeaVM property
 * {@code pacru.optimization} to {@code full} (pom.xml: the WebAssembly builds).
 *
 * <p>Why: TeaVM 0.16's tool runs every compilation with the fast analysis at its lowest
 * optimisation level, whatever {@code optimizationLevel} says, so no call was inlined, not even
 * {@code MoveCode.from}; WebAssembly's perft(5) took three times the JVM's time. The precise
 * analysis, which keeps the full level, gave a different and sometimes broken program from build
 * to build (docs/javascript.md). The full level on the fast analysis is the same program every
 * build, passes every Node test, and takes perft to about 1.8× the JVM's time. The JavaScript
 * build stays at the lowest level: inlining made it 21 KB larger, over its size limit, for a few
 * per cent of speed (it pays for BigInt {@code long}s).
 *
 * <p>TeaVM finds the plugin through {@code META-INF/services/org.teavm.vm.spi.TeaVMPlugin} on the
 * compiled class path and installs it after the tool has chosen the level, so the level it sets
 * is the one the compilation runs at.
 */
public final class FullOptimization implements TeaVMPlugin {
    /** The TeaVM property that asks for the full optimisation, and its value. */
    static final String PROPERTY = "pacru.optimization";
    static final String FULL = "full";

    @Override
    public void install(TeaVMHost host) {
        if (!FULL.equals(host.getProperties().getProperty(PROPERTY))) {
            return;
        }
        if (!(host instanceof TeaVM)) {
            throw new IllegalStateException("pacru.optimization=full needs TeaVM 0.16's compiler as the plugin host, got "
                    + host.getClass());
        }
        ((TeaVM) host).setOptimizationLevel(TeaVMOptimizationLevel.FULL);
    }
}
