package org.apache.dubbo.remoting;

import org.apache.dubbo.common.Parameters;
import org.apache.dubbo.common.Resetable;

/**
 * The consumer end of a connection to a provider: a channel that can reconnect.
 */
public interface Client extends Endpoint, Channel, Resetable, IdleSensible {

    void reconnect() throws RemotingException;

    /** @deprecated use {@link #reset(org.apache.dubbo.common.URL)} */
    @Deprecated
    void reset(Parameters parameters);
}
