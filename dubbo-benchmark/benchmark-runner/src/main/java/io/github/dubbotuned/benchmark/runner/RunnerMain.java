package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.Args;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * The one command behind every benchmark figure: runs the chosen experiments (side-by-side, connections, congestion),
 * starting every provider and consumer JVM itself, prints the tables, writes CSV/JSON result files, a Markdown summary
 * and PNG charts into the results directory, and the child JVMs' logs beside them. Builds nothing.
 *
 * <p>Options (defaults are a full run; {@code --smoke true} makes every default tiny):
 * <pre>
 * --experiments side-by-side,connections,congestion,triple   --implementations ours,apache-3.2.15,apache-3.3.5,raw
 * --triple-implementations ours,ours-tri-protobuf,ours-tri-wrapped,apache-3.3.5-tri-protobuf,apache-3.3.5-tri-wrapped,
 *                          grpc-java   --triple-methods existUser,getUser,listUser
 * --rounds 2  --methods existUser,createUser,getUser,listUser  --threads 32
 * --warmup-iterations 3 --warmup-ms 10000 --iterations 5 --iteration-ms 10000  --consumer-per-method true
 * --heap 1g  --jvm-flag FLAG (repeatable)  --out DIR
 * (scale, faults, in-flight and soak are run only when named: --experiments scale / --experiments faults)
 * connections:  --connections 1,2,4 --client-iothreads 1,2,4 --server-iothreads 4 --apache-reference apache-3.2.15
 *               --connections-methods (the --methods)
 * congestion:   --network auto|netns|loopback --link-rate 500mbit --buffers 32768,65536,4194304
 *               --congestion-connections 1,2,4,8 --callers 800 --payload-bytes 4096
 *               --congestion-warmup-ms 10000 --congestion-ms 20000 --provider-threads (callers + 200)
 *               --rtt-ms 0 (round trips, e.g. 1,10,50; above 0 the path goes through the runner's delay relay, on
 *               loopback, paced to --link-rate) --link-queue-ms 50 (the relay link's queue, at --link-rate)
 *               --link-mss 1460 (the MSS the relay's TCP legs announce and send, Ethernet's; 0: loopback's ~64 KiB)
 *               --congestion-defaults true (a cell of our defaults, no buffers or connections set, per round trip)
 * scale:        --scale-implementations ours,apache-3.3.5 --scale-models interface,application
 *               --scale-addresses 10000,100000,500000,1000000,2200000 --scale-interfaces 700
 *               --scale-services-per-app 10 --scale-churn-percent 1 (per minute) --scale-churn-seconds 600
 *               --scale-heap 6g --scale-lazy true
 *               --scale-registry synthetic|zookeeper (zookeeper: a real ZooKeeper server the runner fills and churns,
 *               each implementation's own ZooKeeper registry; interface level, ours and apache-3.3.5)
 *               --scale-delay-notification 0 (zookeeper: the registry's delay-notification ms; Dubbo's default 5000)
 *               --scale-file-cache true (zookeeper: the registry's cache file, as Dubbo's default)
 * in-flight:    --in-flight 10000 --in-flight-seconds 60 --in-flight-heap 256m --in-flight-implementations ours
 * soak:         --soak-minutes 30 (or --soak-seconds) --soak-rate 200 --soak-restart-every-s 120 --soak-heap 256m
 *               --soak-report-every-s 60
 * </pre>
 */
public final class RunnerMain {

    private RunnerMain() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream console = System.out;
        Installation installation = Installation.locate();
        RunSettings settings = new RunSettings(Args.parse(args, RunSettings.OPTIONS),
                installation.defaultResultsRoot());
        File results = run(installation, settings, console);
        console.printf("%nResults, logs and charts: %s%n", results.getAbsolutePath());
    }

    /** Runs the experiments of {@code settings}; returns the results directory. */
    static File run(Installation installation, RunSettings settings, PrintStream console)
            throws IOException, InterruptedException {
        settings.out.mkdirs();
        Launcher launcher = new Launcher(installation, settings, new File(settings.out, "logs"));
        MachineDescription machine = MachineDescription.read();
        console.printf("Machine: %s%nJVM flags (provider and consumer, every implementation): %s%n%n", machine,
                String.join(" ", launcher.flags()));
        List<ResultTable> tables = new ArrayList<ResultTable>();
        StringBuilder summary = new StringBuilder("# Benchmark run\n\nMachine: " + machine + "\n\n");
        for (String experiment : settings.experiments) {
            ResultTable table;
            if ("side-by-side".equals(experiment)) {
                table = new SideBySideExperiment(settings, launcher, console).run();
                String report = SideBySideReport.render(table, settings);
                console.printf("%n%s%n", report);
                summary.append("## Side by side\n\n").append(report).append('\n');
            } else if ("triple".equals(experiment)) {
                table = new SideBySideExperiment(settings, launcher, console, "triple",
                        settings.tripleImplementations, settings.tripleMethods).run();
                String report = SideBySideReport.render(table, settings, settings.tripleImplementations,
                        settings.tripleMethods, Implementation.OURS_TRI_PROTOBUF.id());
                console.printf("%n%s%n", report);
                summary.append("## Triple\n\n").append(report).append('\n');
            } else if ("scale".equals(experiment)) {
                table = new ScaleExperiment(settings, launcher, console).run();
                String report = ExperimentReports.scale(table);
                console.printf("%n%s%n", report);
                summary.append("## Scale: provider addresses in one consumer\n\n").append(report).append('\n');
            } else if ("in-flight".equals(experiment)) {
                table = new InFlightExperiment(settings, launcher, console).run();
                String report = SoakReports.inFlight(table);
                console.printf("%n%s%n", report);
                summary.append("## Calls in flight against a slow provider\n\n").append(report).append('\n');
            } else if ("soak".equals(experiment)) {
                SoakExperiment soak = new SoakExperiment(settings, launcher, console);
                table = soak.run();
                String report = SoakReports.soak(table, soak);
                console.printf("%n%s%n", report);
                summary.append("## Soak with provider restarts\n\n").append(report).append('\n');
            } else if ("faults".equals(experiment)) {
                table = new FaultsExperiment(settings, installation, launcher, console).run();
                String report = FaultsReport.render(table);
                console.printf("%n%s%n", report);
                summary.append("## Network faults\n\n").append(report).append('\n');
            } else if ("connections".equals(experiment)) {
                table = new ConnectionsExperiment(settings, launcher, console).run();
                String report = ExperimentReports.connections(table);
                console.printf("%n%s%n", report);
                summary.append("## Connections × client IO threads\n\n").append(report).append('\n');
            } else {
                table = new CongestionExperiment(settings, launcher, console).run();
                String report = ExperimentReports.congestion(table);
                console.printf("%n%s%n", report);
                summary.append("## Congestion\n\n").append(report).append('\n');
            }
            table.write(settings.out);
            tables.add(table);
        }
        Files.write(new File(settings.out, "summary.md").toPath(), summary.toString().getBytes(StandardCharsets.UTF_8));
        List<File> charts = Charts.drawAll(settings.out, new File(settings.out, "charts"));
        console.printf("Charts: %d PNG file(s) in %s%n", charts.size(), new File(settings.out, "charts"));
        return settings.out;
    }
}
