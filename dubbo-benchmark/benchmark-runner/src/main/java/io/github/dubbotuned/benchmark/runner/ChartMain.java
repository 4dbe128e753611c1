package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.util.List;

/** Redraws the PNG charts of a results directory from its CSV files: {@code ChartMain <results dir> [<charts dir>]}. */
public final class ChartMain {

    private ChartMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 2) {
            throw new IllegalArgumentException("usage: ChartMain <results dir> [<charts dir>]");
        }
        File results = new File(args[0]);
        File charts = args.length == 2 ? new File(args[1]) : new File(results, "charts");
        List<File> written = Charts.drawAll(results, charts);
        for (File file : written) {
            System.out.println(file.getPath());
        }
    }
}
