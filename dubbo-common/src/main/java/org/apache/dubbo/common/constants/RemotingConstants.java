package org.apache.dubbo.common.constants;

/**
 * Keys of the remoting layer that the registry and configuration layers read too.
 */
public interface RemotingConstants {

    String BACKUP_KEY = "backup";
}
