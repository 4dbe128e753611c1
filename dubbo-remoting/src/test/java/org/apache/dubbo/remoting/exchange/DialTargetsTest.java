package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.network.LocalHostNames;
import org.apache.dubbo.common.network.MachineAddress;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.DialTargets;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DialTargetsTest {

    /** Port 0 cannot be connected to: the attempt is refused at once, without any other process involved. */
    private static final InetSocketAddress REFUSING = new InetSocketAddress("127.0.0.1", 0);

    private static final ClientOptions OPTIONS = ClientOptions.from(key -> null);

    @Test
    void aTargetThatRefusesIsFollowedByTheNext() throws Exception {
        ExchangeServer server = bind(new InetSocketAddress("127.0.0.1", 0));
        try {
            ExchangeClient client = ExchangeClient.connect(DialTargets.of(REFUSING, server.localAddress()), OPTIONS,
                    5000, true);
            try {
                assertEquals("Hello x", Calls.value(client, "hello", "x"));
                assertEquals(server.localAddress(), client.remoteAddress());
            } finally {
                client.close();
            }
        } finally {
            server.close(0);
        }
    }

    @Test
    void whenEveryTargetFailsTheErrorNamesEachOfThem() {
        InetSocketAddress alsoRefusing = new InetSocketAddress("127.0.0.2", 0);

        RemotingException e = assertThrows(RemotingException.class, () -> ExchangeClient.connect(
                DialTargets.of(REFUSING, alsoRefusing), OPTIONS, 5000, true));

        assertTrue(e.getMessage().contains(REFUSING.toString()) && e.getMessage().contains(alsoRefusing.toString()),
                e.getMessage());
    }

    @Test
    void aLoopbackProviderIsDialledAtTheMachineAddressFirst() throws Exception {
        MachineAddress machine = MachineAddress.current();
        assumeFalse(machine.isLoopback(), "this machine has no address but loopback");
        ExchangeServer server = bind(new InetSocketAddress(0));
        try {
            int port = server.localAddress().getPort();
            ExchangeClient client = ExchangeClient.connect(
                    DialTargets.of(LocalHostNames.dialOrder("127.0.0.1", machine), port), OPTIONS, 5000, true);
            try {
                assertEquals("Hello x", Calls.value(client, "hello", "x"));
                assertEquals(new InetSocketAddress(machine.address(), port), client.remoteAddress());
            } finally {
                client.close();
            }
        } finally {
            server.close(0);
        }
    }

    @Test
    void aServerOnLoopbackOnlyIsStillReachedAsGiven() throws Exception {
        MachineAddress machine = MachineAddress.current();
        ExchangeServer server = bind(new InetSocketAddress("127.0.0.1", 0));
        try {
            int port = server.localAddress().getPort();
            DialTargets targets = DialTargets.of(LocalHostNames.dialOrder("127.0.0.1", machine), port);
            ExchangeClient client = ExchangeClient.connect(targets, OPTIONS, 5000, true);
            try {
                assertEquals("Hello x", Calls.value(client, "hello", "x"));
                assertEquals(new InetSocketAddress("127.0.0.1", port), client.remoteAddress());
            } finally {
                client.close();
            }
        } finally {
            server.close(0);
        }
    }

    @Test
    void sharedConnectionsAreKeyedByTheWholeDialOrder() throws Exception {
        ExchangeServer server = bind(new InetSocketAddress("127.0.0.1", 0));
        ClientPool pool = new ClientPool();
        try {
            DialTargets direct = DialTargets.of(server.localAddress());
            DialTargets viaFallback = DialTargets.of(REFUSING, server.localAddress());
            ClientPool.Clients a = pool.acquire(direct, OPTIONS, 0, 1, 5000, true);
            ClientPool.Clients b = pool.acquire(viaFallback, OPTIONS, 0, 1, 5000, true);
            ClientPool.Clients c = pool.acquire(DialTargets.of(REFUSING, server.localAddress()), OPTIONS, 0, 1, 5000,
                    true);
            try {
                assertEquals(2, pool.sharedSets());
                assertTrue(b.all() == c.all(), "the same dial order shares its connections");
            } finally {
                a.release(0);
                b.release(0);
                c.release(0);
            }
            assertEquals(0, pool.sharedSets());
        } finally {
            server.close(0);
        }
    }

    private static ExchangeServer bind(InetSocketAddress address) throws Exception {
        Map<String, String> none = new HashMap<>();
        return ExchangeServer.bind(address, ServerOptions.from(none::get),
                ReflectiveHandler.greeter(new GreeterImpl()));
    }
}
